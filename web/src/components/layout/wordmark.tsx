import { Link } from 'react-router';

export function Wordmark() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight text-slate-900">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className="fill-indigo-600" />
        <path d="M10 9v14M22 9v14M10 16h12" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span>
        Hire<span className="text-indigo-600">Ready</span>
      </span>
    </Link>
  );
}
