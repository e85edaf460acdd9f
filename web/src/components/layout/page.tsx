import type { ReactNode } from 'react';

type PageProps = { title: string; description?: string; children?: ReactNode };

/** The common frame of an app page: a heading and its content. */
export function Page({ title, description, children }: PageProps) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description ? <p className="mt-1 text-slate-600">{description}</p> : null}
      <div className="mt-8">{children}</div>
    </div>
  );
}
