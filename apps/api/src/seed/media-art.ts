// Demo product pictures drawn as SVG (no download is possible where the demo runs): one simple illustration per
// kind of product, in its category's colour, with the pack size on a label. Deterministic: the same product always
// gets the same picture.

/** A drawing in a 512 × 512 box: `c` main colour, `d` darker, `l` lighter. */
type Icon = (c: string, d: string, l: string) => string;

const icons: Record<string, Icon> = {
  bottle: (c, d, l) =>
    `<rect x="226" y="70" width="60" height="50" rx="8" fill="${d}"/><path d="M200 120h112l28 60v190a30 30 0 0 1-30 30H202a30 30 0 0 1-30-30V180z" fill="${c}"/><rect x="200" y="220" width="112" height="110" rx="10" fill="${l}"/>`,
  pump: (c, d, l) =>
    `<path d="M236 60h70v24h-46v40h-24z" fill="${d}"/><rect x="226" y="124" width="60" height="40" fill="${d}"/><rect x="176" y="164" width="160" height="236" rx="30" fill="${c}"/><rect x="204" y="230" width="104" height="100" rx="10" fill="${l}"/>`,
  mop: (c, d) =>
    `<rect x="244" y="60" width="24" height="260" rx="10" fill="${d}"/><path d="M160 320h192l30 100H130z" fill="${c}"/>`,
  sponge: (c, d, l) =>
    `<rect x="126" y="180" width="260" height="150" rx="36" fill="${c}"/><rect x="126" y="300" width="260" height="50" rx="16" fill="${d}"/><circle cx="190" cy="230" r="12" fill="${l}"/><circle cx="260" cy="250" r="10" fill="${l}"/><circle cx="320" cy="220" r="14" fill="${l}"/>`,
  bag: (c, d) =>
    `<path d="M170 140h172l34 270H136z" fill="${c}"/><path d="M210 140c0-50 92-50 92 0" stroke="${d}" stroke-width="18" fill="none"/>`,
  box: (c, d, l) =>
    `<path d="M120 170l136-60 136 60v190l-136 60-136-60z" fill="${c}"/><path d="M256 230v190l136-60V170z" fill="${d}"/><path d="M120 170l136 60 136-60-136-60z" fill="${l}"/>`,
  tape: (c, d, l) =>
    `<circle cx="256" cy="250" r="140" fill="${c}"/><circle cx="256" cy="250" r="70" fill="${l}"/><circle cx="256" cy="250" r="140" fill="none" stroke="${d}" stroke-width="10"/>`,
  roll: (c, d, l) =>
    `<rect x="150" y="110" width="212" height="280" rx="20" fill="${l}" stroke="${d}" stroke-width="8"/><ellipse cx="256" cy="110" rx="106" ry="34" fill="${c}"/><ellipse cx="256" cy="110" rx="34" ry="12" fill="${d}"/>`,
  envelope: (c, d, l) =>
    `<rect x="110" y="150" width="292" height="200" rx="12" fill="${l}" stroke="${d}" stroke-width="8"/><path d="M114 158l142 110 142-110" stroke="${c}" stroke-width="16" fill="none"/>`,
  label: (c, d, l) =>
    `<path d="M130 170h200l70 80-70 80H130z" fill="${c}"/><circle cx="340" cy="250" r="16" fill="${l}"/><rect x="160" y="230" width="120" height="14" fill="${d}"/><rect x="160" y="260" width="90" height="14" fill="${d}"/>`,
  pen: (c, d) =>
    `<g transform="rotate(35 256 256)"><rect x="226" y="70" width="60" height="300" rx="12" fill="${c}"/><path d="M226 370h60l-30 70z" fill="${d}"/><rect x="286" y="90" width="14" height="110" fill="${d}"/></g>`,
  folder: (c, d) =>
    `<path d="M110 150h110l24 30h158v220H110z" fill="${d}"/><rect x="110" y="200" width="292" height="200" rx="10" fill="${c}"/>`,
  cartridge: (c, d, l) =>
    `<rect x="140" y="150" width="232" height="200" rx="18" fill="${d}"/><rect x="170" y="180" width="120" height="140" rx="10" fill="${c}"/><rect x="310" y="200" width="40" height="100" rx="6" fill="${l}"/>`,
  clip: (c, d) =>
    `<path d="M220 110v230a36 36 0 0 0 72 0V150a22 22 0 0 0-44 0v170" stroke="${c}" stroke-width="20" fill="none" stroke-linecap="round"/><rect x="150" y="390" width="212" height="20" rx="10" fill="${d}"/>`,
  board: (c, d, l) =>
    `<rect x="110" y="110" width="292" height="210" rx="10" fill="${l}" stroke="${d}" stroke-width="12"/><path d="M150 280l60-70 50 40 80-90" stroke="${c}" stroke-width="16" fill="none"/><path d="M256 320v90M200 420l56-100 56 100" stroke="${d}" stroke-width="12" fill="none"/>`,
  cup: (c, d, l) =>
    `<path d="M160 140h192l-26 270H186z" fill="${c}"/><rect x="150" y="120" width="212" height="30" rx="8" fill="${d}"/><rect x="176" y="230" width="160" height="60" fill="${l}"/>`,
  container: (c, d, l) =>
    `<rect x="120" y="200" width="272" height="180" rx="20" fill="${c}"/><rect x="110" y="170" width="292" height="44" rx="14" fill="${d}"/><rect x="150" y="240" width="212" height="100" rx="10" fill="${l}" opacity="0.6"/>`,
  mug: (c, d, l) =>
    `<rect x="150" y="170" width="180" height="220" rx="24" fill="${c}"/><path d="M330 220h30a40 40 0 0 1 0 80h-30" stroke="${d}" stroke-width="22" fill="none"/><path d="M200 100c-20 30 20 40 0 70M260 100c-20 30 20 40 0 70" stroke="${l}" stroke-width="10" fill="none"/>`,
  can: (c, d, l) =>
    `<rect x="170" y="110" width="172" height="300" rx="24" fill="${c}"/><ellipse cx="256" cy="112" rx="86" ry="22" fill="${d}"/><rect x="170" y="220" width="172" height="80" fill="${l}"/>`,
  sack: (c, d, l) =>
    `<path d="M180 130h152l40 80-10 200H150l-10-200z" fill="${c}"/><path d="M180 130l76 30 76-30" stroke="${d}" stroke-width="12" fill="none"/><rect x="190" y="250" width="132" height="90" rx="10" fill="${l}"/>`,
  pot: (c, d) =>
    `<rect x="140" y="200" width="232" height="180" rx="20" fill="${c}"/><rect x="120" y="180" width="272" height="30" rx="12" fill="${d}"/><rect x="70" y="220" width="70" height="22" rx="10" fill="${d}"/><rect x="372" y="220" width="70" height="22" rx="10" fill="${d}"/>`,
  glove: (c, d) =>
    `<path d="M186 420V250l-40-60a20 20 0 0 1 34-22l26 36V110a20 20 0 0 1 40 0v110-140a20 20 0 0 1 40 0v140-120a20 20 0 0 1 40 0v130-90a20 20 0 0 1 40 0v190c0 40-20 60-20 90z" fill="${c}"/><rect x="180" y="380" width="180" height="40" rx="8" fill="${d}"/>`,
  mask: (c, d, l) =>
    `<path d="M150 210c60-60 152-60 212 0v90c-60 80-152 80-212 0z" fill="${l}" stroke="${d}" stroke-width="10"/><circle cx="256" cy="280" r="46" fill="${c}"/><path d="M150 230l-50-30M362 230l50-30" stroke="${d}" stroke-width="10"/>`,
  goggles: (c, d, l) =>
    `<rect x="110" y="190" width="292" height="130" rx="60" fill="${c}"/><ellipse cx="196" cy="255" rx="56" ry="44" fill="${l}"/><ellipse cx="316" cy="255" rx="56" ry="44" fill="${l}"/><rect x="80" y="240" width="352" height="20" fill="${d}"/>`,
  earmuffs: (c, d) =>
    `<path d="M150 280c0-170 212-170 212 0" stroke="${d}" stroke-width="28" fill="none"/><rect x="110" y="250" width="90" height="140" rx="40" fill="${c}"/><rect x="312" y="250" width="90" height="140" rx="40" fill="${c}"/>`,
  shoe: (c, d) =>
    `<path d="M120 200h110l20 80 120 30c30 8 40 40 40 70H120z" fill="${c}"/><rect x="120" y="370" width="290" height="34" rx="10" fill="${d}"/>`,
  vest: (c, d, l) =>
    `<path d="M190 110l66 60 66-60 70 60v240H120V170z" fill="${c}"/><rect x="120" y="280" width="272" height="26" fill="${l}"/><rect x="120" y="330" width="272" height="26" fill="${l}"/><path d="M256 170v240" stroke="${d}" stroke-width="8"/>`,
  bandage: (c, d, l) =>
    `<g transform="rotate(-30 256 256)"><rect x="100" y="200" width="312" height="112" rx="56" fill="${c}"/><rect x="206" y="200" width="100" height="112" fill="${l}"/><circle cx="140" cy="256" r="8" fill="${d}"/><circle cx="372" cy="256" r="8" fill="${d}"/></g>`,
  syringe: (c, d, l) =>
    `<g transform="rotate(40 256 256)"><rect x="216" y="140" width="80" height="200" rx="10" fill="${l}" stroke="${d}" stroke-width="8"/><rect x="222" y="240" width="68" height="94" fill="${c}"/><rect x="246" y="80" width="20" height="60" fill="${d}"/><rect x="210" y="70" width="92" height="16" fill="${d}"/><rect x="252" y="340" width="8" height="90" fill="${d}"/></g>`,
  pills: (c, d, l) =>
    `<rect x="120" y="140" width="272" height="220" rx="20" fill="${l}" stroke="${d}" stroke-width="8"/>${[0, 1, 2]
      .flatMap((row) =>
        [0, 1, 2, 3].map((col) => `<circle cx="${170 + col * 58}" cy="${195 + row * 56}" r="20" fill="${c}"/>`),
      )
      .join('')}`,
  thermometer: (c, d, l) =>
    `<rect x="226" y="90" width="60" height="250" rx="30" fill="${l}" stroke="${d}" stroke-width="8"/><circle cx="256" cy="360" r="50" fill="${c}"/><rect x="244" y="180" width="24" height="170" fill="${c}"/>`,
  pack: (c, d, l) =>
    `<rect x="140" y="120" width="232" height="290" rx="16" fill="${c}"/><rect x="140" y="120" width="232" height="50" rx="16" fill="${d}"/><path d="M256 230c40 0 60 30 60 60s-30 60-60 60-60-30-60-60 20-60 60-60z" fill="${l}"/>`,
  hammer: (c, d) =>
    `<g transform="rotate(-30 256 256)"><rect x="240" y="170" width="32" height="260" rx="10" fill="${d}"/><path d="M160 110h190v70H160l-30-35z" fill="${c}"/></g>`,
  drill: (c, d, l) =>
    `<path d="M120 160h200a40 40 0 0 1 40 40v30a40 40 0 0 1-40 40H120z" fill="${c}"/><rect x="360" y="200" width="70" height="20" fill="${d}"/><path d="M200 270h70l-20 140h-70z" fill="${d}"/><rect x="150" y="190" width="100" height="30" rx="8" fill="${l}"/>`,
  screw: (c, d) =>
    `<rect x="176" y="100" width="160" height="50" rx="14" fill="${c}"/><path d="M226 150h60v210l-30 60-30-60z" fill="${d}"/>${[
      0, 1, 2, 3, 4,
    ]
      .map((i) => `<path d="M222 ${180 + i * 36}l68-14" stroke="${c}" stroke-width="10"/>`)
      .join('')}`,
  brush: (c, d, l) =>
    `<rect x="236" y="60" width="40" height="170" rx="14" fill="${d}"/><rect x="196" y="220" width="120" height="40" fill="${l}"/><path d="M196 260h120l10 150H186z" fill="${c}"/>`,
  crate: (c, d, l) =>
    `<rect x="110" y="180" width="292" height="210" rx="14" fill="${c}"/><rect x="100" y="160" width="312" height="34" rx="8" fill="${d}"/><rect x="200" y="220" width="112" height="30" rx="12" fill="${l}"/>`,
  napkin: (c, d, l) =>
    `<path d="M130 150h252v252z" fill="${c}"/><path d="M130 150v252h252z" fill="${l}" stroke="${d}" stroke-width="6"/>`,
  ream: (c, d, l) =>
    `<path d="M120 210l150-70 122 60-150 70z" fill="${l}" stroke="${d}" stroke-width="6"/><path d="M120 210v120l122 60V270z" fill="${c}"/><path d="M242 270v120l150-70V200z" fill="${d}"/>`,
};

/** Which drawing a subcategory's products get (by the subcategory's slug); anything else is a box. */
const iconOfCategory: Record<string, keyof typeof icons> = {
  rengjoringsmidler: 'bottle',
  'mopper-og-gulvutstyr': 'mop',
  'kluter-og-svamper': 'sponge',
  avfallssekker: 'bag',
  'saape-og-handhygiene': 'pump',
  'esker-og-kartonger': 'box',
  tape: 'tape',
  'strekkfilm-og-plast': 'roll',
  'konvolutter-og-forsendelsesposer': 'envelope',
  fyllmateriale: 'box',
  etiketter: 'label',
  skrivesaker: 'pen',
  arkivering: 'folder',
  'blekk-og-toner': 'cartridge',
  kontorrekvisita: 'clip',
  'motemrom-og-presentasjon': 'board',
  engangsservise: 'cup',
  matemballasje: 'container',
  'kaffe-og-te': 'mug',
  drikke: 'can',
  torrvarer: 'sack',
  kjokkenutstyr: 'pot',
  arbeidshansker: 'glove',
  andedrettsvern: 'mask',
  'oye-og-ansiktsvern': 'goggles',
  horselvern: 'earmuffs',
  vernesko: 'shoe',
  synlighetsklaer: 'vest',
  sarbehandling: 'bandage',
  'sproyter-og-kanyler': 'syringe',
  undersokelseshansker: 'glove',
  'reseptbelagte-legemidler': 'pills',
  'reseptfrie-legemidler': 'pills',
  diagnostikk: 'thermometer',
  inkontinens: 'pack',
  handverktoy: 'hammer',
  elektroverktoy: 'drill',
  festemidler: 'screw',
  maleverktoy: 'brush',
  oppbevaring: 'crate',
  torkepapir: 'roll',
  toalettpapir: 'roll',
  servietter: 'napkin',
  industritork: 'roll',
  kopipapir: 'ream',
};

/** Hues per top category, so a category's pictures belong together. */
const hueOfTopCategory: Record<string, number> = {
  renhold: 195,
  emballasje: 30,
  kontor: 225,
  storkjokken: 15,
  verneutstyr: 48,
  medisinsk: 160,
  verktoy: 0,
  papir: 265,
};

/** A stable number for a text (FNV-1a), for hues of categories the table does not know. */
function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619) >>> 0;
  return value;
}

const unitWords: Record<string, string> = { PCE: 'stk', BX: 'eske', PK: 'pk', KGM: 'kg', LTR: 'l' };

/** The pack label: "100 stk" for a box of 100, "1 kg" for a kilo; none for a single piece. */
export function packLabel(packSize: number, unit: string): string | null {
  if (packSize > 1) return `${packSize} stk`;
  if (unit === 'KGM' || unit === 'LTR') return `1 ${unitWords[unit]}`;
  return null;
}

export type PictureSpec = { category: string; topCategory: string; label: string | null };

/** The key under which one picture is rendered once and shared by every product it fits. */
export const pictureKey = (spec: PictureSpec) => `${spec.category}|${spec.topCategory}|${spec.label ?? ''}`;

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char]!);

/** The SVG of a picture: background, the kind's drawing in the category's colours and the pack label. */
export function pictureSvg(spec: PictureSpec): string {
  const hue = hueOfTopCategory[spec.topCategory] ?? hash(spec.topCategory) % 360;
  const icon = icons[iconOfCategory[spec.category] ?? 'box']!;
  const main = `hsl(${hue},58%,46%)`;
  const dark = `hsl(${hue},55%,30%)`;
  const light = `hsl(${hue},60%,86%)`;
  const label = spec.label
    ? `<rect x="156" y="430" width="200" height="56" rx="28" fill="#fff" stroke="${dark}" stroke-width="4"/>` +
      `<text x="256" y="468" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="28" text-anchor="middle" fill="#1d1d1f">${escapeXml(spec.label)}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">` +
    `<rect width="512" height="512" fill="hsl(${hue},40%,96%)"/>` +
    `<ellipse cx="256" cy="420" rx="170" ry="22" fill="hsl(${hue},20%,88%)"/>` +
    `<g transform="translate(0 -10)">${icon(main, dark, light)}</g>${label}</svg>`
  );
}
