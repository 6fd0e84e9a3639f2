/** The demo routes (spec §2 /tryme, /tryme/maths): the only pages an anonymous demo visitor may be on. */
export function isDemoPath(pathname: string): boolean {
  return pathname === "/tryme" || pathname.startsWith("/tryme/");
}
