/**
 * The catalogue's API calls, one file each, on the one `baseApi` of `@wellness/shared/api`: categories, destinations,
 * the programs list, search and related programs, with the sample-data fallback of the public pages. Each remote that
 * reads the catalogue bundles this entry (it is not a federation singleton); the calls all land in the one API slice
 * of the one store, so a category list the home page loaded is the one explore shows.
 */
export { CATALOG_API_TIMEOUT_MS, logFailure } from './catalogCalls';
export { categoriesApi, sampleCategories, useCatalogCategoriesQuery, useCategories } from './getCategories';
export { destinationsApi, useCatalogDestinationsQuery, useDestinations } from './getDestinations';
export { programsApi, samplePrograms, useCatalogProgramsQuery, type ProgramsQuery } from './getPrograms';
export { inLanguage as searchInLanguage, searchApi, searchApiPath, useCatalogSearchQuery, type SearchArgs } from './searchPrograms';
export { useCatalogRelatedQuery } from './getRelatedPrograms';
export { ratesApi, useExchangeRatesQuery } from './getRates';
