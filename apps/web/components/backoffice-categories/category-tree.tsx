'use client';
import type { BackofficeCategoryNode } from '@engros/client';
import { type DragEvent, startTransition, useActionState, useId, useRef, useState } from 'react';
import {
  type CategoryFormState,
  createCategory,
  deleteCategory,
  moveCategory,
  renameCategory,
} from '../../app/actions/backoffice-categories';
import { backofficeCategoriesTexts } from '../../lib/i18n/areas/backoffice-categories';
import type { Language } from '../../lib/i18n/dictionary';
import { FieldError, fieldProps } from '../ui/field-error';
import { FormMessage } from '../ui/form-message';

type Texts = (typeof backofficeCategoriesTexts)['nb'];
type Node = BackofficeCategoryNode;
/** Where a dragged category goes: before or after a row (its sibling), or inside it (its last child). */
type Drop = { targetId: string; where: 'before' | 'after' | 'inside' };
type Move = (form: FormData) => void;

const idle: CategoryFormState = { status: 'idle' };

/** Every node with its parent's children list (its siblings, itself included). */
function index(
  nodes: Node[],
  parent: Node | null = null,
  into = new Map<string, { node: Node; parent: Node | null; siblings: Node[] }>(),
) {
  for (const node of nodes) {
    into.set(node.id, { node, parent, siblings: nodes });
    index(node.children, node, into);
  }
  return into;
}

/** Whether `id` is `ancestor` itself or below it. */
function isWithin(nodes: ReturnType<typeof index>, id: string, ancestor: string) {
  for (let at = nodes.get(id); at; at = at.parent ? nodes.get(at.parent.id) : undefined) {
    if (at.node.id === ancestor) return true;
  }
  return false;
}

/** Where on a row the pointer is: its upper quarter puts the category before it, the lower after it, else inside. */
function dropAt(event: DragEvent<HTMLElement>): Drop['where'] {
  const box = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - box.top) / Math.max(1, box.height);
  return y < 0.25 ? 'before' : y > 0.75 ? 'after' : 'inside';
}

const moveForm = (categoryId: string, parentId: string | null, position: number, name: string) => {
  const form = new FormData();
  form.set('categoryId', categoryId);
  form.set('parentId', parentId ?? '');
  form.set('position', String(position));
  form.set('name', name);
  return form;
};

/**
 * The category tree editor: drag a row's handle onto another row (its upper quarter: before it, lower quarter: after
 * it, middle: inside it), or use the buttons (move up / down, indent / outdent), which work by keyboard alone. Each
 * move goes to the API at once; the answer is announced. Read-only staff see the tree without controls.
 */
export function CategoryTree({
  categories,
  canEdit,
  language,
}: {
  categories: Node[];
  canEdit: boolean;
  language: Language;
}) {
  const t = backofficeCategoriesTexts[language];
  const [moveState, move, isMoving] = useActionState(moveCategory, idle);
  const [dragged, setDragged] = useState<string | null>(null);
  const [drop, setDrop] = useState<Drop | null>(null);
  // The dragged category as the events see it. The state above only draws the rows: an update from `dragover` is
  // drawn a moment later, so a drop that came before it read a stale `drop` (on a loaded machine the drop then did
  // nothing, or put the category where the pointer had been before).
  const draggedRef = useRef<string | null>(null);
  const nodes = index(categories);
  const nameOf = (node: Node) => node.name[language];

  const start = (id: string) => {
    draggedRef.current = id;
    setDragged(id);
  };
  const end = () => {
    draggedRef.current = null;
    setDragged(null);
    setDrop(null);
  };

  const onDrop = (event: DragEvent<HTMLElement>, targetId: string) => {
    event.preventDefault();
    const id = draggedRef.current ?? event.dataTransfer.getData('text/plain');
    const where = dropAt(event);
    end();
    if (!id || isWithin(nodes, targetId, id)) return;
    const target = nodes.get(targetId);
    const node = nodes.get(id)?.node;
    if (!target || !node) return;
    if (where === 'inside') {
      const children = target.node.children.filter((child) => child.id !== id);
      startTransition(() => move(moveForm(id, target.node.id, children.length, nameOf(node))));
      return;
    }
    const siblings = target.siblings.filter((sibling) => sibling.id !== id);
    const at = siblings.findIndex((sibling) => sibling.id === target.node.id) + (where === 'after' ? 1 : 0);
    startTransition(() => move(moveForm(id, target.parent?.id ?? null, at, nameOf(node))));
  };

  const onDragOver = (event: DragEvent<HTMLElement>, targetId: string) => {
    const id = draggedRef.current;
    if (!id || isWithin(nodes, targetId, id)) return;
    event.preventDefault();
    event.stopPropagation();
    const where = dropAt(event);
    if (drop?.targetId !== targetId || drop.where !== where) setDrop({ targetId, where });
  };

  return (
    <div className="category-editor" data-moving={isMoving || undefined}>
      <FormMessage state={moveState} data-move-message />
      {categories.length === 0 ? (
        <p className="muted">{t.empty}</p>
      ) : (
        <Branch
          nodes={categories}
          parent={null}
          grandparentId={null}
          parentSiblings={[]}
          texts={t}
          language={language}
          canEdit={canEdit}
          move={(form) => startTransition(() => move(form))}
          isMoving={isMoving}
          drag={{
            dragged,
            drop,
            start,
            end,
            over: onDragOver,
            release: onDrop,
          }}
        />
      )}
      {canEdit ? <CreateCategory categories={categories} texts={t} language={language} /> : null}
    </div>
  );
}

type Drag = {
  dragged: string | null;
  drop: Drop | null;
  start: (id: string) => void;
  end: () => void;
  over: (event: DragEvent<HTMLElement>, targetId: string) => void;
  release: (event: DragEvent<HTMLElement>, targetId: string) => void;
};

type BranchProps = {
  nodes: Node[];
  parent: Node | null;
  /** The parent's parent, where outdent puts a category (right after the parent, among these). */
  grandparentId: string | null;
  parentSiblings: Node[];
  texts: Texts;
  language: Language;
  canEdit: boolean;
  move: Move;
  isMoving: boolean;
  drag: Drag;
};

/** One level of the tree: its categories in their order, each with its own children below. */
function Branch(props: BranchProps) {
  const { nodes, parent, texts: t, language, canEdit, move, isMoving, drag } = props;
  return (
    <ol className="category-branch" aria-label={parent ? parent.name[language] : t.tree}>
      {nodes.map((node, i) => {
        const name = node.name[language];
        const above = nodes[i - 1];
        const dropHere = drag.drop?.targetId === node.id ? drag.drop.where : undefined;
        return (
          <li key={node.id} data-category-id={node.id} data-category-slug={node.slug.nb}>
            {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is the pointer's shortcut; the move buttons are the keyboard's way */}
            <div
              className="category-row"
              data-drop={dropHere}
              data-dragging={drag.dragged === node.id || undefined}
              onDragOver={canEdit ? (event) => drag.over(event, node.id) : undefined}
              onDrop={canEdit ? (event) => drag.release(event, node.id) : undefined}
            >
              {canEdit ? (
                <span
                  className="category-handle"
                  draggable
                  title={t.dragHandle(name)}
                  aria-hidden="true"
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData('text/plain', node.id);
                    drag.start(node.id);
                  }}
                  onDragEnd={drag.end}
                >
                  ⠿
                </span>
              ) : null}
              <span className="category-name">
                <strong>{name}</strong>{' '}
                <span className="muted">
                  /{language === 'en' ? (node.slug.en ?? node.slug.nb) : node.slug.nb} · {t.products(node.productCount)}
                </span>
                {node.oldSlugs.length > 0 ? (
                  <span className="muted category-old-slugs">
                    {' '}
                    · {t.oldSlugs}: {node.oldSlugs.map((slug) => `/${slug}`).join(', ')}
                  </span>
                ) : null}
              </span>
              {canEdit ? (
                <span className="category-actions">
                  <MoveButton
                    label={`${t.moveUp}: ${name}`}
                    symbol="↑"
                    disabled={isMoving || i === 0}
                    onMove={() => move(moveForm(node.id, parent?.id ?? null, i - 1, name))}
                  />
                  <MoveButton
                    label={`${t.moveDown}: ${name}`}
                    symbol="↓"
                    disabled={isMoving || i === nodes.length - 1}
                    onMove={() => move(moveForm(node.id, parent?.id ?? null, i + 1, name))}
                  />
                  <MoveButton
                    label={`${t.indent}: ${name}`}
                    symbol="→"
                    disabled={isMoving || !above}
                    onMove={() => above && move(moveForm(node.id, above.id, above.children.length, name))}
                  />
                  <MoveButton
                    label={`${t.outdent}: ${name}`}
                    symbol="←"
                    disabled={isMoving || !parent}
                    onMove={() =>
                      parent &&
                      move(moveForm(node.id, props.grandparentId, props.parentSiblings.indexOf(parent) + 1, name))
                    }
                  />
                  <DeleteCategory node={node} name={name} texts={t} />
                </span>
              ) : null}
            </div>
            {canEdit ? <EditCategory node={node} texts={t} /> : null}
            {node.children.length > 0 ? (
              <Branch
                {...props}
                nodes={node.children}
                parent={node}
                grandparentId={parent?.id ?? null}
                parentSiblings={nodes}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function MoveButton(props: { label: string; symbol: string; disabled: boolean; onMove: () => void }) {
  return (
    <button
      type="button"
      className="button-small button-icon"
      aria-label={props.label}
      title={props.label}
      disabled={props.disabled}
      onClick={props.onMove}
    >
      <span aria-hidden="true">{props.symbol}</span>
    </button>
  );
}

function DeleteCategory({ node, name, texts: t }: { node: Node; name: string; texts: Texts }) {
  const [state, action, isPending] = useActionState(deleteCategory, idle);
  return (
    <form
      action={action}
      className="category-delete"
      onSubmit={(event) => {
        if (!window.confirm(t.deleteConfirm(name))) event.preventDefault();
      }}
    >
      <input type="hidden" name="categoryId" value={node.id} />
      <input type="hidden" name="name" value={name} />
      <button
        type="submit"
        className="button-small button-danger"
        disabled={isPending}
        aria-label={`${t.delete}: ${name}`}
      >
        {t.delete}
      </button>
      <FormMessage state={state} />
    </form>
  );
}

/** The names and slugs fields, shared by the edit and the create form. */
function NameFields(props: { formId: string; state: CategoryFormState; texts: Texts; node?: Node }) {
  const { formId, state, texts: t, node } = props;
  const errors = state.fieldErrors;
  // A refused form keeps what was typed (React resets a form's fields after its action).
  const field = (name: string, label: string, value: string | undefined, extra: object = {}) => (
    <div className="field">
      <label htmlFor={`${formId}-${name}`}>{label}</label>
      <input
        id={`${formId}-${name}`}
        name={name}
        defaultValue={state.values?.[name] ?? value}
        key={`${name}-${state.values?.[name] ?? value ?? ''}`}
        maxLength={name.startsWith('slug') ? 80 : 100}
        {...extra}
        {...fieldProps(errors, name, formId, name.startsWith('slug') ? `${formId}-slug-help` : undefined)}
      />
      <FieldError errors={errors} name={name} formId={formId} />
    </div>
  );
  return (
    <>
      {field('nameNb', t.nameNb, node?.name.nb, { required: true })}
      {field('nameEn', t.nameEn, node?.name.en, { required: true })}
      {field('slugNb', t.slugNb, node?.slug.nb, { required: true, pattern: '[a-z0-9]+(-[a-z0-9]+)*' })}
      {field('slugEn', t.slugEn, node?.slug.en ?? undefined, { pattern: '[a-z0-9]+(-[a-z0-9]+)*' })}
      <p id={`${formId}-slug-help`} className="muted">
        {t.slugHelp}
      </p>
    </>
  );
}

function EditCategory({ node, texts: t }: { node: Node; texts: Texts }) {
  const formId = useId();
  const [state, action, isPending] = useActionState(renameCategory, idle);
  return (
    <details className="category-edit">
      <summary>
        {t.edit}
        <span className="visually-hidden">: {node.name.nb}</span>
      </summary>
      <form action={action} className="backoffice-form" data-edit-category={node.id}>
        <input type="hidden" name="categoryId" value={node.id} />
        <NameFields formId={formId} state={state} texts={t} node={node} />
        <button type="submit" className="button-small" disabled={isPending}>
          {t.save}
        </button>
        <FormMessage state={state} />
      </form>
    </details>
  );
}

/** Every category as a place for a new one, indented by depth. */
function places(nodes: Node[], language: Language, depth = 0): { id: string; label: string }[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'— '.repeat(depth)}${node.name[language]}` },
    ...places(node.children, language, depth + 1),
  ]);
}

function CreateCategory({ categories, texts: t, language }: { categories: Node[]; texts: Texts; language: Language }) {
  const formId = useId();
  const [state, action, isPending] = useActionState(createCategory, idle);
  return (
    <section aria-labelledby={`${formId}-title`} className="panel">
      <h2 id={`${formId}-title`}>{t.newCategory}</h2>
      <form action={action} className="backoffice-form" data-create-category>
        <div className="field">
          <label htmlFor={`${formId}-parent`}>{t.parent}</label>
          <select id={`${formId}-parent`} name="parentId" defaultValue="">
            <option value="">{t.topLevel}</option>
            {places(categories, language).map((place) => (
              <option key={place.id} value={place.id}>
                {place.label}
              </option>
            ))}
          </select>
        </div>
        <NameFields formId={formId} state={state} texts={t} key={state.status === 'ok' ? state.message : 'new'} />
        <button type="submit" className="button" disabled={isPending}>
          {t.create}
        </button>
        <FormMessage state={state} />
      </form>
    </section>
  );
}
