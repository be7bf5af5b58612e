/** The admin area's home: the sign-in screen when signed out, the panel when signed in. */
export const ADMIN_HOME = "/admin";
