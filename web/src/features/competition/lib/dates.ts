const format = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });

/** "19 Apr" from "2027-04-19". */
export const shortDate = (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
