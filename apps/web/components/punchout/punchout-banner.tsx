import { getDictionary } from '../../lib/i18n/server';
import { getPunchout, hasEnded, procurementSystemOf } from '../../lib/punchout';

/**
 * Shown on every page while the person shops from their procurement system: for whom, "Transfer to procurement"
 * (posts to /punchout/transfer, which answers the auto-posting return form) and "Cancel". Plain forms: they work
 * before JavaScript loads.
 */
export async function PunchoutBanner() {
  const punchout = await getPunchout();
  if (!punchout) return null;
  const { t } = await getDictionary();
  const text = t.signin.punchout;
  if (hasEnded(punchout)) {
    return (
      <aside className="punchout-banner" aria-label={text.bannerLabel}>
        <p role="status">{text.ended}</p>
      </aside>
    );
  }
  return (
    <aside className="punchout-banner" aria-label={text.bannerLabel} data-punchout={punchout.protocol}>
      <div className="punchout-banner-inner">
        <p className="punchout-banner-text">
          <strong>{text.bannerLabel}:</strong> {text.shoppingFor(punchout.companyName, procurementSystemOf(punchout))}
          {punchout.operation === 'inspect' ? ` ${text.inspect}` : ''}
        </p>
        <div className="punchout-banner-actions">
          <form method="post" action="/punchout/transfer">
            <button type="submit" className="button">
              {text.transfer}
            </button>
          </form>
          <form method="post" action="/punchout/cancel">
            <button type="submit" className="button button-secondary" title={text.cancelHelp}>
              {text.cancel}
            </button>
          </form>
        </div>
      </div>
    </aside>
  );
}
