import { chosenFilesProblems as problemsIn } from './upload-limits';
import { ENGLISH_RULES } from './english-rules';

/** The message in English (the app passes the page's language). */
const chosenFilesProblems = (data: FormData, maxBytes: number) => problemsIn(data, maxBytes, ENGLISH_RULES);

function formWith(files: Record<string, number[]>) {
  const data = new FormData();
  data.set('title', 'A title');
  for (const [name, sizes] of Object.entries(files))
    for (const size of sizes) data.append(name, new File([new Uint8Array(size)], `${name}.jpg`));
  return data;
}

describe('chosenFilesProblems', () => {
  const MB = 2 ** 20;

  it('passes files that fit in one save together', () => {
    expect(chosenFilesProblems(formWith({ cover: [4 * MB], gallery: [3 * MB, 3 * MB] }), 10 * MB)).toEqual({});
  });

  it('puts the reason beside every field holding files (inside components too) when together they do not fit', () => {
    const problems = chosenFilesProblems(formWith({ cover: [6 * MB], 'stops.1.image': [5 * MB] }), 10 * MB);
    expect(problems).toEqual({
      cover: 'The files chosen come to 11 MB; one save can send at most 10 MB. Choose smaller or fewer files.',
      'stops.1.image': 'The files chosen come to 11 MB; one save can send at most 10 MB. Choose smaller or fewer files.',
    });
  });

  it('leaves fields without files alone', () => {
    expect(Object.keys(chosenFilesProblems(formWith({ gallery: [12 * MB] }), 10 * MB))).toEqual(['gallery']);
  });
});
