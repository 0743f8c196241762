'use server';
// The back office's category tree (docs/backoffice.md, "Categories"): create, rename, move, delete. The API checks
// the staff role (administrators and catalog managers), the slugs and the moves; each answer says what happened.
import { revalidatePath } from 'next/cache';
import { viewerApi } from '../../lib/auth/viewer';
import { errorMessage, problemOf } from '../../lib/errors';
import { type FieldErrors, parseForm, typedValues } from '../../lib/forms';
import { getDictionary } from '../../lib/i18n/server';
import {
  createCategoryForm,
  deleteCategoryForm,
  moveCategoryForm,
  renameCategoryForm,
} from './schemas/backoffice-categories';

export type CategoryFormState = {
  status: 'idle' | 'ok' | 'error';
  message?: string;
  fieldErrors?: FieldErrors;
  /** What was typed into the names and slugs, so a refused form keeps it. */
  values?: Record<string, string>;
};

const nameFields = ['nameNb', 'nameEn', 'slugNb', 'slugEn'] as const;

/** A refused call as the form's answer; a slug clash stands next to the slug field the API named. */
function refusal(error: unknown, message: string, slugs: { nb: string; en?: string }): CategoryFormState {
  const problem = problemOf(error);
  const fieldErrors: FieldErrors = {};
  if (problem?.code === 'category_slug_taken') fieldErrors[problem.slug === slugs.en ? 'slugEn' : 'slugNb'] = message;
  for (const e of problem?.errors ?? []) {
    const field = {
      'body.name.nb': 'nameNb',
      'body.name.en': 'nameEn',
      'body.slug.nb': 'slugNb',
      'body.slug.en': 'slugEn',
    }[e.path];
    if (field) fieldErrors[field] ??= e.message;
  }
  return { status: 'error', message, fieldErrors };
}

export async function createCategory(_previous: CategoryFormState, form: FormData): Promise<CategoryFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, nameFields);
  const parsed = parseForm(form, createCategoryForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { parentId, nameNb, nameEn, slugNb, slugEn } = parsed.value;
  try {
    await api.createCategory({
      body: { parentId, name: { nb: nameNb, en: nameEn }, slug: { nb: slugNb, en: slugEn ?? null } },
    });
  } catch (error) {
    return { ...refusal(error, errorMessage(error, t), { nb: slugNb, en: slugEn }), values };
  }
  revalidatePath('/backoffice/categories');
  return { status: 'ok', message: t.backofficeCategories.created(nameNb) };
}

/** Names and slugs: a changed slug stays as an old one that the shop redirects. */
export async function renameCategory(_previous: CategoryFormState, form: FormData): Promise<CategoryFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const values = typedValues(form, nameFields);
  const parsed = parseForm(form, renameCategoryForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message, fieldErrors: parsed.fieldErrors, values };
  const { categoryId, nameNb, nameEn, slugNb, slugEn } = parsed.value;
  try {
    await api.updateCategory({
      path: { categoryId },
      body: { name: { nb: nameNb, en: nameEn }, slug: { nb: slugNb, en: slugEn ?? null } },
    });
  } catch (error) {
    return { ...refusal(error, errorMessage(error, t), { nb: slugNb, en: slugEn }), values };
  }
  revalidatePath('/backoffice/categories');
  return { status: 'ok', message: t.backofficeCategories.saved };
}

/** Moves a category (the buttons and drag and drop both send parent and place). */
export async function moveCategory(_previous: CategoryFormState, form: FormData): Promise<CategoryFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, moveCategoryForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { categoryId, parentId, position, name } = parsed.value;
  try {
    await api.moveCategory({ path: { categoryId }, body: { parentId, position } });
  } catch (error) {
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/backoffice/categories');
  return { status: 'ok', message: t.backofficeCategories.moved(name ?? '') };
}

/** Deletes an empty category (the API refuses one with products or subcategories, with the counts). */
export async function deleteCategory(_previous: CategoryFormState, form: FormData): Promise<CategoryFormState> {
  const [{ api, viewer }, { t }] = await Promise.all([viewerApi(), getDictionary()]);
  if (!viewer.isSignedIn) return { status: 'error', message: t.errors.signInAgain };
  const parsed = parseForm(form, deleteCategoryForm, t);
  if (!parsed.isValid) return { status: 'error', message: parsed.message };
  const { categoryId, name } = parsed.value;
  try {
    await api.deleteCategory({ path: { categoryId } });
  } catch (error) {
    const problem = problemOf(error);
    if (problem?.code === 'category_not_empty') {
      const count = (value: unknown) => (typeof value === 'number' ? value : 0);
      return {
        status: 'error',
        message: t.backofficeCategories.notEmpty(count(problem.products), count(problem.children)),
      };
    }
    return { status: 'error', message: errorMessage(error, t) };
  }
  revalidatePath('/backoffice/categories');
  return { status: 'ok', message: t.backofficeCategories.deleted(name ?? '') };
}
