/**
 * The API's path of the user's own bookings: asked by the bookings' query, and named in the route table as the user
 * dashboard's first call (the shell's entry starts it with the session). A module of its own, so the route table
 * names it without loading the API's client.
 */
export const MY_BOOKINGS_PATH = '/api/bookings/mine';
