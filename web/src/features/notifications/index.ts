// The notifications bell for the signed-in shell.
export { NotificationBell } from "./components/notification-bell.js";
