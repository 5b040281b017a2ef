// The admin dashboard's copy of the page, so its chunk is named after the admin path (the server preloads it).
export { default } from '../../features/account/PersonalInfoPage';
