/**
 * Error codes of spec §8, shown in the URL and on /error/{code}. The spec numbers the sign-up ones;
 * session login reuses 10 and 20 ("login response not ok", "login promise error").
 */
export const errorCodes = {
  loginResponseNotOk: 10,
  loginPromiseError: 20,
  getUserResponseNotOk: 30,
  getUserPromiseError: 40,
  createUserResponseNotOk: 50,
  createUserPromiseError: 60,
} as const;
