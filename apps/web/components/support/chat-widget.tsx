/** The live-chat widget on every storefront page (the support area fills it in). */
export async function ChatWidget() {
  return null;
}
