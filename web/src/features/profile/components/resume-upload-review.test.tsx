import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PARSED, chooseFile, setUpUploadFixture } from '../test/upload-harness';

const fixture = setUpUploadFixture();

describe('the review after an import', () => {
  it('says what was found, highlights what the reader was unsure of, and lists the text it could not place', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Profile' });
    fixture.upload.resolve(
      json(200, {
        ...PARSED,
        review: {
          uncertain: [
            { path: 'work_experience.0.company', reason: 'The company may include a place.' },
            { path: 'skills.2', reason: 'This may be a group label.' },
            { path: 'contact.email', reason: 'Two addresses were found.' },
          ],
          unplaced: ['GPA 3.9', 'Relevant coursework: Logic'],
        },
      }),
    );
    await chooseFile(user);

    const panel = await screen.findByRole('region', { name: 'Check your imported profile' }, { timeout: 5_000 });
    expect(panel).toHaveTextContent('We found 1 job, 1 school, 2 skills, 1 award. Check the highlighted items.');
    expect(panel).toHaveTextContent('Two addresses were found.');
    expect(within(panel).getByText('GPA 3.9')).toBeInTheDocument();
    expect(within(panel).getByText('Relevant coursework: Logic')).toBeInTheDocument();
    await waitFor(() => expect(panel).toHaveFocus());

    const work = screen.getByRole('region', { name: 'Work Experience' });
    expect(within(work).getByText(/Company: The company may include a place\./)).toBeInTheDocument();
    // 'skills.2' of the response is the profile's second skill: the blank one was dropped.
    const skills = screen.getByRole('region', { name: 'Skills' });
    expect(within(skills).getByText('Compilers').closest('[data-review-flag]')).not.toBeNull();
    expect(within(skills).getByText('COBOL').closest('[data-review-flag]')).toBeNull();
    // Imported skills carry no level nobody chose.
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['COBOL', 'Compilers (check: This may be a group label.)']);

    // In edit mode the same field is flagged beside its input.
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(within(screen.getByRole('group', { name: 'Experience 1' })).getByLabelText('Company')).toHaveAccessibleDescription(
      'Check: The company may include a place.',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    await user.click(within(panel).getByRole('button', { name: 'Done reviewing' }));
    expect(screen.queryByRole('region', { name: 'Check your imported profile' })).not.toBeInTheDocument();
    expect(within(work).queryByText(/Check:/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus();
  });

  it('still says what was found when the answer carries no review', async () => {
    renderApp('/app/profile');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Edit Profile' });
    fixture.upload.resolve(json(200, PARSED));
    await chooseFile(user);
    const panel = await screen.findByRole('region', { name: 'Check your imported profile' }, { timeout: 5_000 });
    expect(panel).toHaveTextContent(
      'We found 1 job, 1 school, 2 skills, 1 award. Compare each section with your resume before you generate.',
    );
    expect(within(panel).queryByText(/Text we could not place/)).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-review-flag]')).toHaveLength(0);
  });
});
