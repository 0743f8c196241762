/** Shown on every page while the person shops from their procurement system (the punch-out area fills it in). */
export async function PunchoutBanner() {
  return null;
}
