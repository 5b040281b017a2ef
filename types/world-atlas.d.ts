// world-atlas ships its shapes as JSON, which TypeScript would type field by field (`type: string`, not the
// literal "Topology" topojson-client asks for): this says what the file is.
declare module 'world-atlas/countries-110m.json' {
  import type { feature } from 'topojson-client';
  type Topology = Parameters<typeof feature>[0];
  const countries: Topology;
  export default countries;
}
