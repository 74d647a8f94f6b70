/**
 * The demo store's shelves: what a Philippine agri-vet store stocks, with the tax and discount flags
 * PH-RULES gives each kind of good (§2 VAT, §3 statutory discounts):
 * - feeds for livestock, poultry and fish, and fertilizer: VAT-exempt, count for the 5% BNPC discount;
 * - seeds: VAT-exempt, not on the BNPC list;
 * - veterinary drugs, vaccines, pesticides and herbicides: VATable, count for the 5% BNPC discount;
 * - gamefowl feeds, pet food, tools: VATable, no statutory discount;
 * - medicines for people (a few first-aid shelves): VATable, the 20% SC/PWD discount applies. The 20%
 *   never applies to veterinary or farm products.
 * Prices are of one base unit in centavos; a pack (sack, box) is priced a little under its units.
 */

export interface DemoPack {
  code: string;
  /** Base units in one pack (a 50-kg sack: 50). */
  base: number;
}

export interface DemoLine {
  name: string;
  /** Price of one base unit, centavos. */
  price: number;
  /** This line's pack instead of the family's (null: sold only by the base unit). */
  pack?: DemoPack | null;
  rx?: boolean;
  restricted?: boolean;
  note?: string;
  /** The maker, where the line belongs to one (a corn hybrid, a dog food); else the family's brands rotate. */
  brand?: string;
}

export type SellingPattern = 'sack' | 'pieces' | 'vial' | 'packs';

export interface DemoFamily {
  /** The SKU prefix. */
  code: string;
  category: string;
  taxClass: 'vatable' | 'vat_exempt';
  vatExemptBasis?: string;
  bnpc: boolean;
  scPwd: boolean;
  lotTracked?: boolean;
  baseUnit: string;
  pack?: DemoPack;
  brands: string[];
  /** Every brand carries every line (feeds, fertilizer); otherwise each line comes in one brand. */
  crossBrands?: boolean;
  /** Every other line also comes in the next brand (two makers of the same drug or tool). */
  secondBrand?: boolean;
  lines: DemoLine[];
  /** How often the family sells, relative to the others. */
  weight: number;
  sells: SellingPattern;
}

const SACK_50 = { code: 'sack', base: 50 };

export const DEMO_FAMILIES: DemoFamily[] = [
  {
    code: 'FED',
    category: 'Feeds',
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): livestock, poultry and fish feeds',
    bnpc: true,
    scPwd: false,
    baseUnit: 'kg',
    pack: SACK_50,
    brands: ['B-MEG', 'Pilmico', 'UNO Feeds', 'Vitarich', 'Robina Farms'],
    crossBrands: true,
    weight: 34,
    sells: 'sack',
    lines: [
      {
        name: 'Hog Pre-Starter Pellets',
        price: 6_200,
        pack: { code: 'sack', base: 25 },
        note: 'Piglets 7 days to weaning',
      },
      { name: 'Hog Starter Pellets', price: 4_800, note: 'Weaning to 2 months' },
      { name: 'Hog Grower Pellets', price: 4_200, note: 'Growing pigs, 2 to 4 months' },
      { name: 'Hog Finisher Pellets', price: 4_000, note: 'Until market weight' },
      { name: 'Gestating Sow Pellets', price: 3_800 },
      { name: 'Lactating Sow Pellets', price: 4_100 },
      { name: 'Hog Breeder Pellets', price: 3_900 },
      { name: 'Chick Booster Crumble', price: 4_600, note: 'Day-old to 14 days' },
      { name: 'Broiler Starter Crumble', price: 4_400 },
      { name: 'Broiler Finisher Pellets', price: 4_200 },
      { name: 'Layer Mash', price: 3_800, note: 'Laying hens in production' },
      { name: 'Pullet Developer Mash', price: 3_600 },
      { name: 'Native Chicken Grower', price: 3_700 },
      { name: 'Quail Layer Mash', price: 4_000, pack: { code: 'sack', base: 25 } },
      { name: 'Duck Layer Pellets', price: 3_700 },
      {
        name: 'Tilapia Floating Feed',
        price: 4_500,
        pack: { code: 'sack', base: 25 },
        note: 'Floating pellet for ponds',
      },
      { name: 'Bangus Grower Pellets', price: 4_700, pack: { code: 'sack', base: 25 } },
      { name: 'Goat Pellets', price: 3_200 },
      { name: 'Cattle Fattener Pellets', price: 2_900 },
      { name: 'Rabbit Pellets', price: 3_500, pack: { code: 'sack', base: 25 } },
      { name: 'Rice Bran (Darak) D1', price: 1_800, note: 'Mix with feeds' },
    ],
  },
  {
    code: 'FER',
    category: 'Fertilizers',
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): fertilizer',
    bnpc: true,
    scPwd: false,
    baseUnit: 'kg',
    pack: SACK_50,
    brands: ['Atlas', 'Planters', 'Yara', 'Philphos', 'Soilmate', 'Bio-N'],
    crossBrands: true,
    weight: 24,
    sells: 'sack',
    lines: [
      { name: 'Urea 46-0-0 Prilled', price: 3_800, note: 'Nitrogen for rice and corn' },
      { name: 'Complete 14-14-14', price: 3_600, note: 'Basal application at planting' },
      { name: 'Ammosul 21-0-0', price: 2_200, note: 'Side-dress 30 days after transplanting' },
      { name: 'Muriate of Potash 0-0-60', price: 3_400 },
      { name: 'Ammophos 16-20-0', price: 3_200 },
      { name: 'Organic Fertilizer', price: 1_200, note: 'Improves soil organic matter' },
    ],
  },
  {
    code: 'SDS',
    category: 'Seeds',
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): seeds and seedlings',
    bnpc: false,
    scPwd: false,
    baseUnit: 'kg',
    brands: ['PhilRice', 'SL Agritech', 'Pioneer', 'Bioseed', 'Syngenta', 'Dekalb'],
    weight: 5,
    sells: 'sack',
    lines: [
      {
        name: 'Rice NSIC Rc 222 Certified Seed',
        brand: 'PhilRice',
        price: 4_500,
        pack: { code: 'bag', base: 40 },
      },
      {
        name: 'Rice NSIC Rc 216 Certified Seed',
        brand: 'PhilRice',
        price: 4_500,
        pack: { code: 'bag', base: 40 },
      },
      {
        name: 'Rice SL-8H Hybrid Seed',
        brand: 'SL Agritech',
        price: 26_000,
        pack: { code: 'bag', base: 20 },
      },
      { name: 'Yellow Corn P3396 Hybrid', brand: 'Pioneer', price: 33_000, pack: { code: 'bag', base: 18 } },
      { name: 'Yellow Corn 30T80 Hybrid', brand: 'Pioneer', price: 32_000, pack: { code: 'bag', base: 18 } },
      { name: 'Yellow Corn 9909 Hybrid', brand: 'Bioseed', price: 29_000, pack: { code: 'bag', base: 18 } },
      {
        name: 'Yellow Corn NK6410 Hybrid',
        brand: 'Syngenta',
        price: 31_000,
        pack: { code: 'bag', base: 18 },
      },
      { name: 'Yellow Corn DK8899S Hybrid', brand: 'Dekalb', price: 34_000, pack: { code: 'bag', base: 18 } },
      { name: 'White Corn Glutinous Seed', brand: 'Bioseed', price: 18_000, pack: { code: 'bag', base: 9 } },
    ],
  },
  {
    code: 'VEG',
    secondBrand: true,
    category: 'Seeds',
    taxClass: 'vat_exempt',
    vatExemptBasis: 'NIRC Sec. 109(1)(A): seeds and seedlings',
    bnpc: false,
    scPwd: false,
    baseUnit: 'pack',
    brands: ['East-West Seed', 'Ramgo', 'Allied Botanical'],
    weight: 6,
    sells: 'packs',
    lines: [
      { name: 'Ampalaya Galaxy 10 g', price: 16_500 },
      { name: 'Eggplant Domino 10 g', price: 14_500 },
      { name: 'Tomato Diamante Max 10 g', price: 27_500 },
      { name: 'Pechay Black Behi 25 g', price: 4_500 },
      { name: 'Sitaw Galante 100 g', price: 9_500 },
      { name: 'Okra Smooth Green 25 g', price: 6_500 },
      { name: 'Squash Suprema 25 g', price: 12_000 },
      { name: 'Kangkong Sanja 100 g', price: 5_000 },
      { name: 'Pipino Jade 10 g', price: 11_000 },
      { name: 'Sili Django 5 g', price: 13_500 },
      { name: 'Upo Tambuli 25 g', price: 8_500 },
      { name: 'Mustasa Green Wave 25 g', price: 5_500 },
    ],
  },
  {
    code: 'VET',
    secondBrand: true,
    category: 'Veterinary Medicines',
    taxClass: 'vatable',
    bnpc: true,
    scPwd: false,
    lotTracked: true,
    baseUnit: 'bottle',
    brands: ['Univet', 'Bayer Animal Health', 'Zoetis', 'Vetoquinol', 'Boehringer Ingelheim', 'Bimeda'],
    weight: 12,
    sells: 'pieces',
    lines: [
      { name: 'Oxytetracycline LA 200 mg/mL Injectable 100 mL', price: 38_000, rx: true },
      { name: 'Penicillin-Streptomycin Injectable 100 mL', price: 45_000, rx: true },
      { name: 'Enrofloxacin 10% Oral Solution 100 mL', price: 32_000, rx: true },
      { name: 'Oxytocin 10 IU/mL Injectable 50 mL', price: 26_000, rx: true },
      { name: 'Ivermectin 1% Injectable 50 mL', price: 42_000 },
      { name: 'Albendazole 10% Oral Suspension 60 mL', price: 9_500 },
      { name: 'Vitamin B-Complex Injectable 100 mL', price: 29_000 },
      { name: 'Iron Dextran 10% Injectable 100 mL', price: 26_000, note: 'For piglets at 3 days old' },
      { name: 'Calcium Borogluconate Injectable 500 mL', price: 33_000 },
      { name: 'Multivitamin Drops 30 mL', price: 12_500 },
      { name: 'Anti-Scour Oral Solution 100 mL', price: 18_500 },
      { name: 'Povidone-Iodine Wound Spray 100 mL', price: 21_000 },
      { name: 'Gentian Violet Wound Spray 100 mL', price: 17_500 },
      { name: 'Tick and Flea Shampoo 250 mL', price: 19_500 },
    ],
  },
  {
    code: 'VSP',
    secondBrand: true,
    category: 'Veterinary Medicines',
    taxClass: 'vatable',
    bnpc: true,
    scPwd: false,
    lotTracked: true,
    baseUnit: 'sachet',
    pack: { code: 'box', base: 20 },
    brands: ['Univet', 'Vetoquinol', 'Bimeda', 'Bayer Animal Health'],
    weight: 10,
    sells: 'pieces',
    lines: [
      {
        name: 'Amoxicillin Soluble Powder 100 g',
        price: 16_500,
        rx: true,
        note: 'Mix in drinking water for 5 days',
      },
      { name: 'Tylosin Tartrate Soluble Powder 100 g', price: 21_000, rx: true },
      { name: 'Doxycycline + Tylosin Powder 100 g', price: 23_000, rx: true },
      { name: 'Vetracin Gold Soluble Powder 100 g', price: 13_500 },
      { name: 'Electrolytes + Vitamins Powder 100 g', price: 7_500, note: 'Against heat stress' },
      { name: 'Amprolium Coccidiostat Powder 100 g', price: 11_500 },
      { name: 'Piperazine Dewormer Powder 100 g', price: 6_000 },
      { name: 'Levamisole Bolus', price: 1_400, pack: { code: 'box', base: 50 } },
      { name: 'Dog and Cat Dewormer Tablet', price: 4_500, pack: { code: 'box', base: 10 } },
    ],
  },
  {
    code: 'VAC',
    secondBrand: true,
    category: 'Vaccines',
    taxClass: 'vatable',
    bnpc: true,
    scPwd: false,
    lotTracked: true,
    baseUnit: 'vial',
    brands: ['Boehringer Ingelheim', 'Zoetis', 'Ceva', 'MSD Animal Health', 'Hipra'],
    weight: 9,
    sells: 'vial',
    lines: [
      { name: 'Newcastle Disease B1B1 Live 1,000 doses', price: 48_000, note: 'Eye drop or drinking water' },
      { name: 'Newcastle Disease LaSota Live 1,000 doses', price: 45_000 },
      { name: 'Fowl Pox Live 1,000 doses', price: 52_000 },
      { name: 'Gumboro (IBD) Live 1,000 doses', price: 69_000 },
      { name: 'Infectious Bronchitis Live 1,000 doses', price: 56_000 },
      { name: 'Hog Cholera Live 10 doses', price: 29_000, note: 'Keep refrigerated at 2 to 8 °C' },
      { name: 'Mycoplasma Hyopneumoniae Inactivated 50 doses', price: 185_000 },
      { name: 'Porcine Circovirus Inactivated 50 doses', price: 290_000 },
      { name: 'Swine Parvovirus Inactivated 10 doses', price: 75_000 },
      { name: 'Hemorrhagic Septicemia Bacterin 50 mL', price: 38_000 },
      { name: 'Anti-Rabies Vaccine 1 dose', price: 18_000, rx: true, note: 'Annual shot' },
      { name: 'Canine 5-in-1 Vaccine 1 dose', price: 29_000, rx: true },
      { name: 'Feline 3-in-1 Vaccine 1 dose', price: 42_000, rx: true },
      { name: 'Swine Erysipelas Vaccine 10 doses', price: 32_000 },
    ],
  },
  {
    code: 'PST',
    secondBrand: true,
    category: 'Pesticides',
    taxClass: 'vatable',
    bnpc: true,
    scPwd: false,
    lotTracked: true,
    baseUnit: 'bottle',
    brands: ['Bayer', 'Syngenta', 'Leads Agri', 'BASF', 'Planters', 'Kemistar'],
    weight: 10,
    sells: 'pieces',
    lines: [
      {
        name: 'Cypermethrin 5 EC Insecticide 250 mL',
        price: 18_500,
        note: 'For stem borers and leafhoppers',
      },
      { name: 'Cypermethrin 5 EC Insecticide 1 L', price: 59_000 },
      { name: 'Lambda-Cyhalothrin 2.5 EC 250 mL', price: 24_500 },
      { name: 'Lambda-Cyhalothrin 2.5 EC 1 L', price: 79_000 },
      { name: 'Fipronil 5 SC Insecticide 250 mL', price: 32_000 },
      { name: 'Imidacloprid 10 WP 100 g', price: 14_500 },
      { name: 'Glyphosate 480 SL Herbicide 1 L', price: 42_000 },
      { name: 'Glyphosate 480 SL Herbicide 4 L', price: 148_000 },
      { name: '2,4-D Amine Herbicide 1 L', price: 36_000, note: 'Broadleaf weeds in rice' },
      { name: 'Butachlor 600 EC Herbicide 1 L', price: 46_000, note: 'Pre-emergence weed control' },
      { name: 'Pretilachlor 300 EC Herbicide 1 L', price: 52_000 },
      {
        name: 'Paraquat 276 SL Herbicide 1 L',
        price: 39_000,
        restricted: true,
        note: 'Restricted: certified users only',
      },
      { name: 'Methomyl 40 SP Insecticide 100 g', price: 16_000, restricted: true },
      { name: 'Mancozeb 80 WP Fungicide 1 kg', price: 38_000, note: 'Controls leaf blight' },
      { name: 'Carbendazim 50 WP Fungicide 250 g', price: 21_500 },
      { name: 'Copper Hydroxide 77 WP Fungicide 500 g', price: 33_500 },
      {
        name: 'Niclosamide 250 WP Molluscicide 250 g',
        price: 17_500,
        note: 'For golden kuhol in rice paddies',
      },
      { name: 'Metaldehyde Snail Bait 1 kg', price: 27_000 },
      { name: 'Brodifacoum Rat Bait 100 g', price: 9_500 },
    ],
  },
  {
    code: 'GFP',
    category: 'Gamefowl and Pet Food',
    taxClass: 'vatable',
    bnpc: false,
    scPwd: false,
    baseUnit: 'kg',
    brands: ['Thunderbird', 'B-MEG', 'Pedigree', 'Top Breed', 'Vitality', 'Whiskas'],
    weight: 4,
    sells: 'sack',
    lines: [
      {
        name: 'Gamefowl Conditioning Pellets',
        brand: 'Thunderbird',
        price: 7_800,
        pack: { code: 'sack', base: 25 },
      },
      {
        name: 'Integra 2000 Gamefowl Grower',
        brand: 'B-MEG',
        price: 6_400,
        pack: { code: 'sack', base: 25 },
      },
      { name: 'Adult Dog Food Beef', brand: 'Pedigree', price: 18_000, pack: { code: 'sack', base: 20 } },
      { name: 'Adult Dog Food Chicken', brand: 'Top Breed', price: 12_000, pack: { code: 'sack', base: 20 } },
      { name: 'High Energy Dog Food', brand: 'Vitality', price: 23_000, pack: { code: 'sack', base: 15 } },
      { name: 'Cat Food Ocean Fish', brand: 'Whiskas', price: 24_000, pack: { code: 'sack', base: 7 } },
      {
        name: 'Gamefowl Breeder Pellets',
        brand: 'Thunderbird',
        price: 7_200,
        pack: { code: 'sack', base: 25 },
      },
      {
        name: 'Puppy Food Milk and Chicken',
        brand: 'Pedigree',
        price: 21_000,
        pack: { code: 'sack', base: 15 },
      },
    ],
  },
  {
    code: 'SUP',
    secondBrand: true,
    category: 'Farm Supplies',
    taxClass: 'vatable',
    bnpc: false,
    scPwd: false,
    baseUnit: 'piece',
    brands: ['Agrimate', 'Stanley', 'Lotus', 'Farmstar', 'Tramontina'],
    weight: 6,
    sells: 'pieces',
    lines: [
      { name: 'Knapsack Sprayer 16 L', price: 145_000 },
      { name: 'Battery Sprayer 16 L', price: 285_000 },
      { name: 'Bolo Carbon Steel', price: 38_000 },
      { name: 'Garden Hoe', price: 32_000 },
      { name: 'Round Shovel', price: 42_000 },
      { name: 'Feeding Trough 1 m', price: 28_000 },
      { name: 'Chick Feeder Tray', price: 4_500 },
      { name: 'Poultry Waterer 4 L', price: 12_000 },
      { name: 'Nipple Drinker', price: 1_800, pack: { code: 'pack', base: 10 } },
      { name: 'Disposable Syringe 3 mL', price: 800, pack: { code: 'box', base: 100 } },
      { name: 'Disposable Syringe 10 mL', price: 1_200, pack: { code: 'box', base: 100 } },
      { name: 'Hypodermic Needle G18', price: 500, pack: { code: 'box', base: 100 } },
      { name: 'Rubber Boots', price: 45_000 },
      { name: 'Nitrile Gloves (pair)', price: 6_000 },
      { name: 'Heat Lamp Bulb 250 W', price: 32_000 },
      { name: 'Plastic Twine 1 kg', price: 16_000 },
      { name: 'Empty Sack (Sako)', price: 1_200 },
      { name: 'Pruning Shears', price: 35_000 },
      { name: 'Hanging Scale 50 kg', price: 125_000 },
      { name: 'Ear Tags (pack of 100)', price: 65_000 },
    ],
  },
  {
    code: 'MED',
    category: 'First Aid (human use)',
    taxClass: 'vatable',
    bnpc: false,
    scPwd: true,
    baseUnit: 'piece',
    brands: ['RiteMed', 'Unilab', 'Pascual', 'Mundipharma'],
    weight: 3,
    sells: 'pieces',
    lines: [
      { name: 'Paracetamol 500 mg Tablet', price: 250, pack: { code: 'box', base: 100 } },
      { name: 'Mefenamic Acid 500 mg Capsule', price: 400, pack: { code: 'box', base: 100 } },
      { name: 'Loperamide 2 mg Capsule', price: 500, pack: { code: 'box', base: 100 } },
      { name: 'Oral Rehydration Salts Sachet', price: 1_200 },
      { name: 'Cetirizine 10 mg Tablet', price: 600, pack: { code: 'box', base: 100 } },
      { name: 'Povidone-Iodine 10% Solution 60 mL', price: 9_500, note: 'Antiseptic for cuts and wounds' },
    ],
  },
];
