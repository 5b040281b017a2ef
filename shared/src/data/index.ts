// Sample data, once: seeds the API's database and is the client's fallback. Loaded lazily by the client;
// never re-export it from the package root.
export * from './media';
export { KIND_SCENES, PLACE_SCENES, type KindScene, type PlaceScene } from './scenes';
export { programGroups, categoryOptions, type ProgramGroupSeed } from './categories';
export { destinations } from './destinations';
export { programs } from './programs';
export { faqs, team, heroSlides, insights } from './content';
export { pricingPlans } from './plans';
