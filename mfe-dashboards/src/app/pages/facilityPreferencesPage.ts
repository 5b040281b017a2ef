// The facility dashboard's copy of the page, so its chunk is named after the facility path (the server preloads it).
export { default } from '../../features/account/PreferencesPage';
