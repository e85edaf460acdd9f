/** The building blocks of the footer's pop-up texts. */
import type { ReactNode } from 'react';
import { SUPPORT_EMAIL } from '../config';

export function Heading({ children }: { children: ReactNode }) {
  return <h3 className="mt-6 text-base font-semibold text-slate-900 first:mt-0">{children}</h3>;
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <p className="mt-2">{children}</p>;
}

export function List({ items }: { items: ReactNode[] }) {
  return (
    <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-indigo-500">
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

export function SupportLink() {
  return (
    <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
      {SUPPORT_EMAIL}
    </a>
  );
}
