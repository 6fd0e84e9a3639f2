/** Usernames for the children the activity suites create: unique per run, process and call (≤ 30 characters). */
let made = 0;
export const uniqueUsername = (prefix: string) =>
  `${prefix}_${Date.now().toString(36)}${process.pid % 1000}${++made}`.slice(0, 30);
