// Shadows Auth.js's catch-all for the `punchout` provider: the only way in is the start link's route handler
// (/punchout/start, which calls signIn server side). A browser posting a token here gets a 404.
export function GET() {
  return new Response(null, { status: 404 });
}

export const POST = GET;
