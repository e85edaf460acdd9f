/** Practical advice that makes the generated documents better; each tip is something the product acts on. */
const TIPS = [
  'Paste the whole job posting, requirements and responsibilities alike: the tailoring ranks your experience by the terms it finds there.',
  'Keep your profile complete. Generated documents only use the employers, dates, degrees and skills your profile contains, never invented ones.',
  'Put numbers in your work descriptions ("cut report time by 40%"). Measurable results carry into every tailored resume.',
  'Send a cover letter with each application: a letter naming the employer and the role reads as written for them.',
  'When exporting, turn off headers and footers in the print dialog for a clean PDF that applicant tracking systems read well.',
] as const;

export function ProTips() {
  return (
    <aside aria-labelledby="pro-tips-heading" className="rounded-2xl bg-indigo-50 p-6 ring-1 ring-indigo-100">
      <h2 id="pro-tips-heading" className="text-lg font-semibold text-indigo-950">
        Pro Tips
      </h2>
      <ul className="mt-4 space-y-3 text-sm leading-relaxed text-indigo-950/90">
        {TIPS.map((tip) => (
          <li key={tip} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 h-1.5 w-1.5 flex-none rounded-full bg-indigo-500" />
            <span>{tip}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
