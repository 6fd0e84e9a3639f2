import { Link } from "react-router";

/** The Sumwise mark: a friendly rounded square with a plus and an equals sign. Decorative. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg className="brand__mark" width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="var(--color-primary)" />
      <path d="M9 10h6M12 7v6" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
      <path d="M17 20h7M17 24.5h7" stroke="var(--color-accent)" strokeWidth="2.6" strokeLinecap="round" />
      <circle cx="11.5" cy="22" r="2.6" fill="#fff" />
    </svg>
  );
}

/** The product name with its mark, linking home (or wherever `to` says). */
export function Brand({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="brand">
      <BrandMark />
      <span className="brand__name">Sumwise</span>
    </Link>
  );
}
