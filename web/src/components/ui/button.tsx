import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Takes the whole width of its column (forms on a phone). */
  wide?: boolean;
}

/** The class list of a button look, for the rare element that is neither a button nor a link. */
export function buttonClass({ variant = "primary", size = "md", wide = false }: ButtonLook, extra?: string): string {
  return ["button", `button--${variant}`, `button--${size}`, wide ? "button--wide" : "", extra ?? ""]
    .filter(Boolean)
    .join(" ");
}

export interface ButtonProps extends ButtonLook, ButtonHTMLAttributes<HTMLButtonElement> {
  /** Shows a spinner, sets aria-busy and disables the button; `loadingLabel` replaces the text meanwhile. */
  loading?: boolean;
  loadingLabel?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The one button of the product. `type` defaults to "button" (a form's submit says so), so a button
 * inside a form never submits it by accident.
 */
export function Button({
  variant,
  size,
  wide,
  loading = false,
  loadingLabel,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, wide }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <span className="button__spinner" aria-hidden="true" /> : null}
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}

export interface ButtonLinkProps extends ButtonLook, LinkProps {}

/** A link that looks like a button (it navigates, so it stays a link for assistive tech). */
export function ButtonLink({ variant, size, wide, className, ...rest }: ButtonLinkProps) {
  return <Link className={buttonClass({ variant, size, wide }, className)} {...rest} />;
}
