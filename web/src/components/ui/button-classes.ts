/** The filled indigo button of a form's main action, greyed and waiting while it works. */
export const primaryButtonClass =
  'rounded-lg bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-indigo-500 disabled:cursor-wait disabled:opacity-70';
