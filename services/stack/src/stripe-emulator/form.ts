/**
 * Stripe's request encoding: form fields with bracketed keys (`items[0][price]=…`, `expand[]=…`),
 * in POST bodies and GET query strings. Numeric or empty brackets make arrays.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type Form = { [key: string]: FormValue };

export function parseForm(text: string): Form {
  const root: Form = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const parts = rawKey.replace(/\]/g, "").split("[");
    let node: Form | FormValue[] = root;
    parts.forEach((part, index) => {
      const last = index === parts.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(parts[index + 1] ?? "");
      const key = Array.isArray(node) && part === "" ? node.length : part;
      const container = node as Record<string | number, FormValue>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Form | FormValue[];
      }
    });
  }
  return root;
}

export const str = (form: Form, key: string): string | undefined => {
  const value = form[key];
  return typeof value === "string" ? value : undefined;
};

export const obj = (form: Form, key: string): Form => {
  const value = form[key];
  if (Array.isArray(value)) return Object.fromEntries(value.map((v, i) => [String(i), v]));
  return value && typeof value === "object" ? value : {};
};

export const list = (form: Form, key: string): FormValue[] => {
  const value = form[key];
  if (Array.isArray(value)) return value;
  if (value && typeof value === "object") return Object.values(value);
  return value === undefined ? [] : [value];
};

export const strings = (form: Form, key: string): string[] =>
  list(form, key).filter((v): v is string => typeof v === "string");

export const int = (form: Form, key: string): number | undefined => {
  const value = str(form, key);
  return value === undefined || value === "" ? undefined : Number(value);
};

export const bool = (form: Form, key: string): boolean | undefined => {
  const value = str(form, key);
  return value === undefined ? undefined : value === "true";
};

export const metadata = (form: Form): Record<string, string> =>
  Object.fromEntries(
    Object.entries(obj(form, "metadata")).filter((e): e is [string, string] => typeof e[1] === "string"),
  );
