/**
 * The new-hire pop-up's entries (SPEC section 7): first name only and a country.
 *
 * ILLUSTRATIVE: these are not real people. Before launch, replace them with real,
 * consented hiring events or turn the pop-ups off (README, "Social proof").
 * Only `src/components/Popups/SocialProof` imports this module, so the list stays
 * out of every page's first-load bundle.
 */

import type {PopupTiming} from '@site/src/lib/popupScheduler';

/**
 * First shown 5 s after load; from then the one up hides every 12 s (17 s, 29 s ...)
 * and the next appears 0.5 s after each hide.
 */
export const NEW_HIRE_TIMING: PopupTiming = {firstDelay: 5000, interval: 12_000, gap: 500};

export type NewHire = {
  /** First name only, as the freelancer agreed to show it. */
  firstName: string;
  /** Country name as it reads after "from", with "the" where English needs it. */
  country: string;
};

/** "Ngozi from Nigeria just joined". */
export function newHireMessage({firstName, country}: NewHire): string {
  return `${firstName} from ${country} just joined`;
}

/** Five names per country keeps the list compact to read and easy to check. */
const BY_COUNTRY: Record<string, string[]> = {
  Singapore: ['Wei Ling', 'Farhan', 'Priya', 'Jun Jie', 'Siti'],
  Malaysia: ['Aisyah', 'Hafiz', 'Mei Yee', 'Arjun', 'Nurul'],
  Indonesia: ['Putri', 'Budi', 'Ayu', 'Rizky', 'Dewi'],
  'the Philippines': ['Maricel', 'Paolo', 'Jasmine', 'Carlo', 'Angelica'],
  Vietnam: ['Linh', 'Minh', 'Thao', 'Quang', 'Huong'],
  Thailand: ['Nattapong', 'Ploy', 'Somchai', 'Kanya', 'Thanawat'],
  India: ['Ananya', 'Rohan', 'Kavya', 'Vikram', 'Sneha'],
  Pakistan: ['Ayesha', 'Bilal', 'Hira', 'Usman', 'Zainab'],
  Bangladesh: ['Tanvir', 'Nusrat', 'Sabbir', 'Farzana', 'Rafiq'],
  'Sri Lanka': ['Dilani', 'Kasun', 'Nimali', 'Tharindu', 'Sachini'],
  Nepal: ['Sushma', 'Bikash', 'Anjali', 'Prakash', 'Sarita'],
  Japan: ['Yuki', 'Haruto', 'Aiko', 'Sota', 'Mei'],
  'South Korea': ['Ji-woo', 'Minjun', 'Seo-yeon', 'Hyun', 'Eunji'],
  China: ['Xiaoling', 'Hao', 'Yutong', 'Zhiwei', 'Jing'],
  Nigeria: ['Chiamaka', 'Tunde', 'Ngozi', 'Emeka', 'Folake'],
  Ghana: ['Kwame', 'Ama', 'Kofi', 'Abena', 'Yaw'],
  Kenya: ['Wanjiru', 'Otieno', 'Akinyi', 'Kamau', 'Njeri'],
  'South Africa': ['Thandiwe', 'Sipho', 'Lerato', 'Pieter', 'Naledi'],
  Egypt: ['Mariam', 'Omar', 'Nour', 'Karim', 'Yasmin'],
  Morocco: ['Salma', 'Youssef', 'Imane', 'Mehdi', 'Hajar'],
  Ethiopia: ['Selam', 'Dawit', 'Hana', 'Yonas', 'Meron'],
  Tanzania: ['Neema', 'Baraka', 'Rehema', 'Juma', 'Zawadi'],
  Senegal: ['Aminata', 'Moussa', 'Fatou', 'Cheikh', 'Awa'],
  Türkiye: ['Elif', 'Emre', 'Zeynep', 'Burak', 'Ayşe'],
  Greece: ['Eleni', 'Nikos', 'Katerina', 'Giorgos', 'Sofia'],
  Italy: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Francesca'],
  Spain: ['Lucía', 'Javier', 'Carmen', 'Pablo', 'Marta'],
  Portugal: ['Inês', 'Tiago', 'Beatriz', 'Rui', 'Joana'],
  France: ['Camille', 'Julien', 'Manon', 'Théo', 'Claire'],
  Germany: ['Lena', 'Jonas', 'Katharina', 'Felix', 'Anke'],
  'the Netherlands': ['Sanne', 'Daan', 'Femke', 'Joost', 'Lotte'],
  Poland: ['Zofia', 'Kacper', 'Agnieszka', 'Michał', 'Magda'],
  Romania: ['Ioana', 'Andrei', 'Elena', 'Mihai', 'Bianca'],
  Ukraine: ['Olena', 'Dmytro', 'Iryna', 'Taras', 'Oksana'],
  Serbia: ['Jelena', 'Marko', 'Milica', 'Nikola', 'Ana'],
  Sweden: ['Astrid', 'Erik', 'Linnea', 'Oskar', 'Ebba'],
  Norway: ['Ingrid', 'Magnus', 'Sigrid', 'Henrik', 'Nora'],
  Ireland: ['Aoife', 'Cian', 'Siobhán', 'Declan', 'Niamh'],
  'the United Kingdom': ['Olivia', 'Callum', 'Harriet', 'Rhys', 'Eleanor'],
  'the United States': ['Madison', 'Tyler', 'Brianna', 'Marcus', 'Emily'],
  Canada: ['Chloé', 'Liam', 'Avery', 'Mathieu', 'Harper'],
  Mexico: ['Valeria', 'Diego', 'Ximena', 'Alejandro', 'Guadalupe'],
  Colombia: ['Valentina', 'Santiago', 'Camila', 'Andrés', 'Daniela'],
  Argentina: ['Florencia', 'Matías', 'Agustina', 'Tomás', 'Martina'],
  Brazil: ['Ana Clara', 'João', 'Larissa', 'Gabriel', 'Fernanda'],
  Chile: ['Catalina', 'Benjamín', 'Josefa', 'Vicente', 'Antonia'],
  Peru: ['Rosa', 'Luis', 'Milagros', 'Jorge', 'Karina'],
  Australia: ['Charlotte', 'Lachlan', 'Matilda', 'Jack', 'Isla'],
  'New Zealand': ['Aroha', 'Tama', 'Grace', 'Nikau', 'Ruby'],
  Jordan: ['Lina', 'Khaled', 'Rawan', 'Hamza', 'Dana'],
};

/**
 * True while the entries below are the illustrative ones: the build warns, and
 * LAUNCH_CHECK=strict fails it, as long as the pop-ups are on. Set it to false
 * once they are real, consented hiring events.
 */
export const NEW_HIRES_ARE_ILLUSTRATIVE = true;

export const NEW_HIRES: NewHire[] = Object.entries(BY_COUNTRY).flatMap(([country, names]) =>
  names.map((firstName) => ({firstName, country})),
);
