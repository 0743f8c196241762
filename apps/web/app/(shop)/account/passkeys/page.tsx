import type { OwnPasskeyList } from '@engros/client';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { PasskeyActions, RegisterPasskeyButton } from '../../../../components/auth/passkeys';
import { ErrorNotice } from '../../../../components/error-notice';
import { viewerApi } from '../../../../lib/auth/viewer';
import { errorMessage } from '../../../../lib/errors';
import { getDictionary } from '../../../../lib/i18n/server';
import { getPunchout } from '../../../../lib/punchout';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await getDictionary();
  return { title: t.signin.passkeys.title };
}

/**
 * The person's passkeys (GET /api/account/passkeys: names and dates, no key material): add one (WebAuthn, signed
 * in), rename, remove. Not in a punch-out session: that signs in a company's technical contact.
 */
export default async function PasskeysPage() {
  const [{ api, viewer }, { t, language }, punchout] = await Promise.all([viewerApi(), getDictionary(), getPunchout()]);
  if (!viewer.isSignedIn) redirect('/login?callbackUrl=/account/passkeys');
  const text = t.signin.passkeys;
  let list: OwnPasskeyList;
  try {
    list = await api.listMyPasskeys({ init: { cache: 'no-store' } });
  } catch (error) {
    return <ErrorNotice title={text.title} message={errorMessage(error, t)} />;
  }
  const date = new Intl.DateTimeFormat(t.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Oslo' });
  return (
    <div className="page passkeys-page">
      <h1>{text.title}</h1>
      <p className="muted">{text.lead}</p>
      {punchout ? <p className="muted">{text.punchoutHint}</p> : <RegisterPasskeyButton language={language} />}
      <section aria-labelledby="passkey-list-heading">
        <h2 id="passkey-list-heading">{text.list}</h2>
        {list.items.length === 0 ? (
          <p>{text.none}</p>
        ) : (
          <ul className="passkey-list">
            {list.items.map((key) => {
              const label = key.name ?? text.unnamed;
              return (
                <li key={key.id} className="panel passkey-item" data-passkey-id={key.id}>
                  <h3 className="passkey-name">{label}</h3>
                  <dl className="passkey-facts">
                    <div>
                      <dt>{text.created}</dt>
                      <dd>{date.format(new Date(key.createdAt))}</dd>
                    </div>
                    <div>
                      <dt>{text.lastUsed}</dt>
                      <dd>{key.lastUsedAt ? date.format(new Date(key.lastUsedAt)) : text.never}</dd>
                    </div>
                  </dl>
                  <p className="muted">{key.deviceType === 'multiDevice' ? text.synced : text.device}</p>
                  <PasskeyActions language={language} passkeyId={key.id} name={key.name ?? ''} label={label} />
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
