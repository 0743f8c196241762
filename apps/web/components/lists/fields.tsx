import type { InputHTMLAttributes } from 'react';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max' | 'step' | 'inputMode'>;

/** A quantity as the API takes it: a whole number from 1 to 100,000. Give it a `key` to re-mount with a new value. */
export function QuantityInput(props: Props) {
  return <input name="quantity" type="number" inputMode="numeric" min={1} max={100000} step={1} {...props} />;
}

/** A list's name as the API takes it: required, at most 100 characters. */
export function ListNameInput(props: Omit<Props, 'required' | 'maxLength'>) {
  return <input name="name" type="text" required maxLength={100} {...props} />;
}
