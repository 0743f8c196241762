// Valid identifiers made up for tests: org numbers of the three markets and Norwegian identity numbers.
/** Valid Norwegian org numbers (mod 11) for tests. */
export function norwegianOrgNumber(seed = Math.floor(Math.random() * 1e7)): string {
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  for (let n = seed; ; n++) {
    const base = `9${String(n % 1e7).padStart(7, '0')}`;
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return base + (check === 11 ? '0' : String(check));
  }
}

const random = (digits: number) =>
  Array.from({ length: digits }, () => Math.floor(Math.random() * 10))
    .join('')
    .replace(/^0/, '1');

/** A valid Swedish org number (Luhn), 10 digits. */
export function swedishOrgNumber(): string {
  const base = `55${random(7)}`;
  const sum = base.split('').reduce((acc, d, i) => {
    const value = i % 2 === 0 ? Number(d) * 2 : Number(d);
    return acc + (value > 9 ? value - 9 : value);
  }, 0);
  return base + String((10 - (sum % 10)) % 10);
}

/** A valid Danish CVR (mod 11, weights 2,7,6,5,4,3,2,1), 8 digits. */
export function danishCvr(): string {
  const weights = [2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const base = random(7);
    const sum = base.split('').reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return base + String(check);
  }
}

const W1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const W2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const check = (digits: number[], weights: number[]) => {
  const k = (11 - (weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0) % 11)) % 11;
  return k === 10 ? null : k;
};

let pidSerial = 0;
/** A fresh valid synthetic identity number (month + 80) for each call. */
export function newPid(): string {
  for (;;) {
    const n = pidSerial++;
    const base = `${String((n % 28) + 1).padStart(2, '0')}${81 + (Math.floor(n / 28) % 12)}85${String(100 + (Math.floor(n / 336) % 400)).padStart(3, '0')}`;
    const digits = base.split('').map(Number);
    const k1 = check(digits, W1);
    if (k1 === null) continue;
    const k2 = check([...digits, k1], W2);
    if (k2 === null) continue;
    return `${base}${k1}${k2}`;
  }
}
