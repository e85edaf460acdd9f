import { Link } from 'react-router';

/** A stand-in until the landing feature's full footer (pop-ups, newsletter, support) is composed in its place. */
export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6">
        <Link to="/" className="font-semibold text-slate-700">
          HireReady
        </Link>
        <p>© {new Date().getFullYear()} HireReady. Tailored resumes and cover letters.</p>
      </div>
    </footer>
  );
}
