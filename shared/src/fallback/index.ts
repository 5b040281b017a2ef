export { loadedSampleData, loadSampleData, useSampleData, useSampleDataWhen, type SampleData } from './sampleData';
export { useWithFallback, type Sourced } from './withFallback';
