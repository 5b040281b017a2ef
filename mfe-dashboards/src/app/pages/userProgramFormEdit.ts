// The user dashboard's program form, in a chunk named after its path (the server preloads it).
export { default } from '../../features/program-form/ProgramFormPage';
