// The sign-in and sign-out texts (nb first; en has the same shape). Merged into the dictionary as `t.auth`; client components
// import this module, not the dictionary, so the browser gets only these texts (docs/decisions/014-web-texts.md).

export const nb = {
  loading: 'Laster …',
  signIn: 'Logg inn',
  signInTitle: 'Logg inn',
  signOut: 'Logg ut',
  signOutTitle: 'Logg ut',
  signOutQuestion: 'Er du sikker på at du vil logge ut?',
  signedInAs: 'Innlogget som',
  email: 'E-post',
  password: 'Passord',
  withPassword: 'Med e-post og passord',
  withEid: 'Med elektronisk ID',
  eidButton: 'Logg inn med ID-porten',
  eidHelp: 'BankID, MinID eller Buypass. Du må være registrert som kontaktperson hos en kunde.',
  company: 'Firma',
  switchCompany: 'Bytt firma',
  errors: {
    invalid_credentials: 'Feil e-post eller passord.',
    too_many_requests: 'For mange forsøk. Vent et minutt og prøv igjen.',
    no_company_access: 'Du er ikke knyttet til noen kunde hos oss. Kontakt innkjøpsansvarlig i firmaet ditt.',
    eid_failed: 'Innloggingen med ID-porten ble ikke fullført. Prøv igjen.',
    eid_cancelled: 'Innloggingen med ID-porten ble avbrutt.',
    session_expired: 'Økten din er utløpt. Logg inn igjen.',
    unavailable: 'Innlogging er ikke tilgjengelig akkurat nå. Prøv igjen om litt.',
    default: 'Kunne ikke logge inn.',
    missing: 'Fyll inn e-post og passord.',
    // Auth.js's own error types (its pages' texts, translated)
    CredentialsSignin: 'Innloggingen mislyktes. Sjekk at opplysningene er riktige.',
    AccessDenied: 'Du har ikke tilgang til å logge inn.',
    Configuration: 'Det er et problem med serveroppsettet.',
    Verification: 'Innloggingslenken er ikke lenger gyldig. Den kan være brukt eller utløpt.',
    SessionRequired: 'Logg inn for å se denne siden.',
  },
};

export const en: typeof nb = {
  loading: 'Loading …',
  signIn: 'Sign in',
  signInTitle: 'Sign in',
  signOut: 'Sign out',
  signOutTitle: 'Sign out',
  signOutQuestion: 'Are you sure you want to sign out?',
  signedInAs: 'Signed in as',
  email: 'Email',
  password: 'Password',
  withPassword: 'With email and password',
  withEid: 'With electronic ID',
  eidButton: 'Sign in with ID-porten',
  eidHelp: 'BankID, MinID or Buypass. You must be registered as a contact of a customer.',
  company: 'Company',
  switchCompany: 'Switch company',
  errors: {
    invalid_credentials: 'Wrong email or password.',
    too_many_requests: 'Too many attempts. Wait a minute and try again.',
    no_company_access: 'You are not linked to any customer of ours. Ask the purchasing manager at your company.',
    eid_failed: 'The sign-in with ID-porten was not completed. Please try again.',
    eid_cancelled: 'The sign-in with ID-porten was cancelled.',
    session_expired: 'Your session has expired. Please sign in again.',
    unavailable: 'Sign-in is not available right now. Please try again shortly.',
    default: 'Unable to sign in.',
    missing: 'Enter your email and password.',
    CredentialsSignin: 'Sign in failed. Check the details you provided are correct.',
    AccessDenied: 'You do not have permission to sign in.',
    Configuration: 'There is a problem with the server configuration.',
    Verification: 'The sign in link is no longer valid. It may have been used already or it may have expired.',
    SessionRequired: 'Please sign in to access this page.',
  },
};

/** Both languages, for a client component to pick from (`authTexts[language]`) without the whole dictionary. */
export const authTexts = { nb, en };
