// Support's use cases: tickets.ts (tickets and their comments), chats.ts (live chat), desk.ts (the agents' queue and
// the customer context beside a ticket); access.ts decides who sees which ticket or chat.
export * from './access';
export * from './chats';
export * from './desk';
export * from './tickets';
