// Auth.js's own endpoints: providers, session, csrf, signin, signout, callback, error (spec §7).
import { handlers } from '../../../../auth';

export const { GET, POST } = handlers;
