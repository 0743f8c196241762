import { ApiError, type ShoppingList } from '@engros/client';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { ErrorNotice } from '../../../../../components/error-notice';
import {
  AddLineForm,
  DeleteListForm,
  ImportForm,
  ListLineForms,
  ListSettingsForm,
  ListToCartForm,
} from '../../../../../components/lists/list-forms';
import Link from '../../../../../components/ui/link';
import { LINE_IMAGE_SIZES, ProductImage } from '../../../../../components/ui/product-image';
import { viewerApi } from '../../../../../lib/auth/viewer';
import { errorMessage } from '../../../../../lib/errors';
import { formatMoney } from '../../../../../lib/format';
import { getDictionary } from '../../../../../lib/i18n/server';

type Props = { params: Promise<{ cartId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ cartId }, { api, viewer }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { title: t.lists.lists.title };
  const list = await api.getShoppingList({ path: { cartId } }).catch(() => null);
  return { title: list?.name ?? t.lists.lists.title };
}

const TO_CART_FORM = 'list-to-cart';

/**
 * One shopping list, priced now for the company. Who may edit is the API's answer (`canEdit`): the owner, admins on
 * shared lists, never viewers; price lists only the shop. Everyone who sees the list may put it in the cart.
 */
export default async function ListPage({ params }: Props) {
  const [{ cartId }, { api, viewer, language }, { t }] = await Promise.all([params, viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) redirect(`/login?callbackUrl=${encodeURIComponent(`/account/lists/${cartId}`)}`);
  const l = t.lists.lists;
  let list: ShoppingList;
  try {
    list = await api.getShoppingList({
      path: { cartId },
      query: { customerId: viewer.company?.customerId },
      init: { cache: 'no-store' },
    });
  } catch (error) {
    if (ApiError.isApiError(error) && (error.status === 404 || error.status === 400)) notFound();
    return <ErrorNotice title={l.title} message={errorMessage(error, t)} />;
  }
  const canEdit = list.canEdit;
  const canOrder = viewer.company !== null && viewer.company.role !== 'viewer';
  const isOwner = list.owner.contactId === viewer.contactId;
  const money = (minor: number) => formatMoney(minor, list.currency, t);
  return (
    <div className="page list-page" data-list-id={list.id}>
      <p>
        <Link href="/account/lists">← {l.back}</Link>
      </p>
      <div className="lists-head">
        <div>
          <h1>{list.name}</h1>
          <ul className="lists-tags">
            <li className="tag">{list.isPriceList ? l.priceList : list.isShared ? l.shared : l.private}</li>
            {canEdit ? null : (
              <li className="tag tag-muted" data-read-only>
                {l.readOnly}
              </li>
            )}
          </ul>
          <p className="muted">{l.ownerIs(list.owner.name)}</p>
        </div>
      </div>
      {list.isPriceList ? <p className="alert alert-info">{l.priceListNote}</p> : null}
      {!canEdit ? <p className="alert alert-info">{l.readOnlyNote}</p> : null}
      <div className="lists-layout">
        <div>
          {list.lines.length === 0 ? (
            <p>{l.empty}</p>
          ) : (
            <>
              <table className="cart-lines lists-table">
                <caption className="visually-hidden">{list.name}</caption>
                <thead>
                  <tr>
                    {canOrder ? <th scope="col">{l.choose}</th> : null}
                    <th scope="col">{l.item}</th>
                    <th scope="col" className="num">
                      {l.unitPrice}
                    </th>
                    <th scope="col">{l.quantity}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.lines.map((line) => (
                    <tr key={line.sku} data-sku={line.sku}>
                      {canOrder ? (
                        <td data-label={l.choose} className="list-line-check">
                          <input
                            type="checkbox"
                            name="line"
                            value={line.sku}
                            form={TO_CART_FORM}
                            aria-label={l.chooseLine(line.sku)}
                          />
                        </td>
                      ) : null}
                      <td data-label={l.item}>
                        <ProductImage image={line.image} sizes={LINE_IMAGE_SIZES} alt="" className="line-image" />
                        <span className="line-name">{line.name ?? line.sku}</span>
                        <span className="muted line-sku">
                          {t.product.sku} {line.sku}
                        </span>
                        {line.available ? null : (
                          <span className="line-problem">
                            {l.unavailable}
                            {line.message ? `: ${line.message}` : ''}
                          </span>
                        )}
                      </td>
                      <td data-label={l.unitPrice} className="num">
                        {line.unitPrice !== null ? money(line.unitPrice) : '–'}
                      </td>
                      <td data-label={l.quantity}>
                        {canEdit ? (
                          <ListLineForms language={language} cartId={list.id} sku={line.sku} quantity={line.quantity} />
                        ) : (
                          <span data-quantity>{line.quantity}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {canOrder ? (
                <ListToCartForm language={language} cartId={list.id} formId={TO_CART_FORM} />
              ) : (
                <p className="muted">{t.product.readOnly}</p>
              )}
            </>
          )}
          {canEdit ? (
            <section aria-labelledby="add-line-heading" className="panel">
              <h2 id="add-line-heading">{l.addLine}</h2>
              <AddLineForm language={language} cartId={list.id} />
            </section>
          ) : null}
        </div>
        {canEdit ? (
          <div className="lists-side">
            <section aria-labelledby="settings-heading" className="panel">
              <h2 id="settings-heading">{l.settings}</h2>
              <ListSettingsForm
                language={language}
                cartId={list.id}
                name={list.name}
                isShared={list.isShared}
                canShare={!list.isPriceList && isOwner}
              />
              {isOwner || viewer.company?.role === 'admin' ? (
                <DeleteListForm language={language} cartId={list.id} />
              ) : null}
            </section>
            <section aria-labelledby="import-heading" className="panel">
              <h2 id="import-heading">{l.import}</h2>
              <ImportForm language={language} cartId={list.id} />
            </section>
          </div>
        ) : null}
      </div>
    </div>
  );
}
