// The approval module's use cases, one file per part: the company's limits and rules (settings.ts) and the
// requests (requests.ts). Sending a cart for approval and placing an approved order are the checkout's.

export * from './requests';
export * from './settings';
