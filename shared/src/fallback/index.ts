export { loadSampleData, useSampleData, useSampleDataWhen, type SampleData } from './sampleData';
export { fallbackFields, useWithFallback, type Sourced } from './withFallback';
