// The user dashboard's copy of the page, so its chunk is named after the user path (the server preloads it).
export { default } from '../../features/account/PreferencesPage';
