import type { Destination } from '../domain';
import { destinationImage } from './media';

/** The nine fallback destinations, each with five to seven cities. */
export const destinations: Destination[] = [
  { id: 'usa', country: 'USA', cities: ['Sedona', 'Napa Valley', 'Big Sur', 'Miami', 'Aspen', 'Tucson'], image: destinationImage('usa'),
    location: 'Sedona · Napa Valley · Big Sur', rating: 4.8, ratingType: 'michelin', ratingText: '', keyCount: 3,
    description: 'Red-rock vortexes, Pacific cliffs and vineyard valleys, home to the pioneers of American integrative medicine.' },
  { id: 'italy', country: 'Italy', cities: ['Lake Como', 'Tuscany', 'Dolomites', 'Amalfi Coast', 'Ischia', 'Sardinia'], image: destinationImage('italy'),
    location: 'Lake Como · Tuscany · Dolomites', rating: 4.9, ratingType: 'michelin', ratingText: '', keyCount: 3,
    description: 'La dolce vita, prescribed: thermal waters known since Roman times, lakeside villas and the Mediterranean table.' },
  { id: 'switzerland', country: 'Switzerland', cities: ['Montreux', 'Lucerne', 'Gstaad', 'St. Moritz', 'Zermatt', 'Lugano'], image: destinationImage('switzerland'),
    location: 'Montreux · Lucerne · Gstaad', rating: 5, ratingType: 'stars', ratingText: '', keyCount: 0,
    description: 'The birthplace of the medical spa. Discreet clinics, glacier-fed lakes and Alpine air with a century of longevity science.' },
  { id: 'bali', country: 'Bali', cities: ['Ubud', 'Uluwatu', 'Sidemen', 'Seminyak', 'Canggu', 'Nusa Dua'], image: destinationImage('bali'),
    location: 'Ubud · Uluwatu · Sidemen', rating: 4.8, ratingType: 'text', ratingText: 'Exceptional', keyCount: 0,
    description: 'Rice-terrace valleys, temple water blessings and open-air shalas where Balinese healers share rituals older than memory.' },
  { id: 'thailand', country: 'Thailand', cities: ['Koh Samui', 'Chiang Mai', 'Phuket', 'Hua Hin', 'Krabi', 'Koh Phangan'], image: destinationImage('thailand'),
    location: 'Koh Samui · Chiang Mai · Phuket', rating: 4.7, ratingType: 'stars', ratingText: '', keyCount: 0,
    description: 'Thai massage lineages, island detox sanctuaries and mountain temples, with hospitality that is famous for a reason.' },
  { id: 'greece', country: 'Greece', cities: ['Santorini', 'Crete', 'Costa Navarino', 'Mykonos', 'Corfu', 'Athens Riviera'], image: destinationImage('greece'),
    location: 'Santorini · Crete · Costa Navarino', rating: 4.8, ratingType: 'michelin', ratingText: '', keyCount: 2,
    description: 'Aegean light, olive groves and the original Mediterranean diet, in the land that gave the world Hippocrates.' },
  { id: 'japan', country: 'Japan', cities: ['Kyoto', 'Hakone', 'Okinawa', 'Niseko', 'Karuizawa', 'Tokyo'], image: destinationImage('japan'),
    location: 'Kyoto · Hakone · Okinawa', rating: 4.9, ratingType: 'michelin', ratingText: '', keyCount: 3,
    description: 'Onsen ritual, Zen discipline and the Okinawan art of ikigai: longevity as a way of life rather than a treatment.' },
  { id: 'germany', country: 'Germany', cities: ['Baden-Baden', 'Tegernsee', 'Black Forest', 'Berlin', 'Heiligendamm', 'Garmisch-Partenkirchen'], image: destinationImage('germany'),
    location: 'Baden-Baden · Tegernsee · Black Forest', rating: 4.7, ratingType: 'stars', ratingText: '', keyCount: 0,
    description: 'Europe’s great Kurorte: thermal baths, therapeutic fasting clinics and forest air with a medical pedigree.' },
  { id: 'costa-rica', country: 'Costa Rica', cities: ['Nosara', 'Arenal', 'Osa Peninsula', 'Guanacaste', 'Santa Teresa', 'Monteverde'], image: destinationImage('costa-rica'),
    location: 'Nosara · Arenal · Osa Peninsula', rating: 4.8, ratingType: 'text', ratingText: 'Pura Vida', keyCount: 0,
    description: 'A Blue Zone by the Pacific: volcanic hot springs, rainforest canopies and surf at sunrise, all in a single breath.' },
];
