// IndyService's own server-side rules. Rules the web shares live in @sumwise/rules.
export * from "./login-throttle.js";
