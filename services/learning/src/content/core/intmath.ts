/** Small integer helpers used by many templates. Inputs are safe integers. */

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** gcd of exact (fraction.js) numerators and denominators, which are bigints. */
export function gcdBig(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function lcm(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : Math.abs(a * b) / gcd(a, b);
}

export function isPrime(n: number): boolean {
  if (n < 2 || !Number.isInteger(n)) return false;
  for (let p = 2; p * p <= n; p++) if (n % p === 0) return false;
  return true;
}

export function primesBetween(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let n = Math.max(2, lo); n <= hi; n++) if (isPrime(n)) out.push(n);
  return out;
}

/** prime factors with repetition, ascending: 60 -> [2, 2, 3, 5] */
export function primeFactors(n: number): number[] {
  const out: number[] = [];
  let m = Math.abs(n);
  for (let p = 2; p * p <= m; p++) {
    while (m % p === 0) {
      out.push(p);
      m /= p;
    }
  }
  if (m > 1) out.push(m);
  return out;
}

/** all positive factors, ascending */
export function factorsOf(n: number): number[] {
  const small: number[] = [];
  const large: number[] = [];
  for (let i = 1; i * i <= n; i++) {
    if (n % i === 0) {
      small.push(i);
      if (i * i !== n) large.unshift(n / i);
    }
  }
  return [...small, ...large];
}

/** largest k such that k^2 divides n */
export function largestSquareFactor(n: number): number {
  for (let k = Math.floor(Math.sqrt(n)); k >= 1; k--) if (n % (k * k) === 0) return k;
  return 1;
}

export function isSquareFree(n: number): boolean {
  return largestSquareFactor(n) === 1;
}

export function isPerfectSquare(n: number): boolean {
  if (n < 0) return false;
  const r = Math.round(Math.sqrt(n));
  return r * r === n;
}

/** group prime factors: [2,2,3] -> [[2,2],[3,1]] */
export function primePowers(n: number): [number, number][] {
  const out: [number, number][] = [];
  for (const p of primeFactors(n)) {
    const last = out[out.length - 1];
    if (last && last[0] === p) last[1]++;
    else out.push([p, 1]);
  }
  return out;
}
