import { type SQL, and, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { VehicleListQuery } from '@autolicit/shared';
import { rarCertificates, savedSearches, vehicles } from '../schema/index';

export type VehicleListFilter = Omit<VehicleListQuery, 'limit' | 'offset' | 'sort'>;

/**
 * A search's filter as the values its conditions compare with: text lower-cased, the contains
 * filters as escaped LIKE patterns, every unset filter null. The browse search passes them as
 * parameters; a saved search stores them in its columns. Both go through the same conditions.
 */
export interface VehicleFilterOperands {
  statuses: string[];
  make: string | null;
  modelPattern: string | null;
  textPattern: string | null;
  category: string | null;
  condition: string | null;
  transmission: string | null;
  fuelType: string | null;
  drivetrain: string | null;
  color: string | null;
  minPrice: string | null;
  maxPrice: string | null;
  minYear: number | null;
  maxYear: number | null;
  minMileage: number | null;
  maxMileage: number | null;
  hasDamage: boolean | null;
  /** True: only listings with a declared RAR Auto-Pass certificate; there is no "without" filter. */
  hasRarCertificate: boolean | null;
}

type OperandKey = Exclude<keyof VehicleFilterOperands, 'statuses'>;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const containsPattern = (text: string | undefined) =>
  text === undefined ? null : `%${escapeLike(text.toLowerCase())}%`;

export function toVehicleFilterOperands(filter: VehicleListFilter): VehicleFilterOperands {
  return {
    statuses: [...filter.status],
    make: filter.make?.toLowerCase() ?? null,
    modelPattern: containsPattern(filter.model),
    textPattern: containsPattern(filter.q),
    category: filter.category ?? null,
    condition: filter.condition ?? null,
    transmission: filter.transmission ?? null,
    fuelType: filter.fuelType ?? null,
    drivetrain: filter.drivetrain ?? null,
    color: filter.color ?? null,
    minPrice: filter.minPrice ?? null,
    maxPrice: filter.maxPrice ?? null,
    minYear: filter.minYear ?? null,
    maxYear: filter.maxYear ?? null,
    minMileage: filter.minMileage ?? null,
    maxMileage: filter.maxMileage ?? null,
    hasDamage: filter.hasDamage ?? null,
    hasRarCertificate: filter.hasRarCertificate ?? null,
  };
}

/** The one definition of what each filter means for a vehicle row, given its operand. */
const CONDITIONS: Record<OperandKey, (operand: SQL) => SQL> = {
  make: (o) => sql`lower(${vehicles.make}) = ${o}`,
  modelPattern: (o) => sql`lower(${vehicles.model}) like ${o}`,
  textPattern: (o) => sql`lower(${vehicles.make} || ' ' || ${vehicles.model}) like ${o}`,
  category: (o) => sql`${vehicles.category} = ${o}`,
  condition: (o) => sql`${vehicles.condition} = ${o}`,
  transmission: (o) => sql`${vehicles.transmission} = ${o}`,
  fuelType: (o) => sql`${vehicles.fuelType} = ${o}`,
  drivetrain: (o) => sql`${vehicles.drivetrain} = ${o}`,
  color: (o) => sql`${vehicles.color} = ${o}`,
  minPrice: (o) => sql`${vehicles.currentBid} >= ${o}`,
  maxPrice: (o) => sql`${vehicles.currentBid} <= ${o}`,
  minYear: (o) => sql`${vehicles.year} >= ${o}`,
  maxYear: (o) => sql`${vehicles.year} <= ${o}`,
  minMileage: (o) => sql`${vehicles.mileage} >= ${o}`,
  maxMileage: (o) => sql`${vehicles.mileage} <= ${o}`,
  hasDamage: (o) => sql`${vehicles.hasDamage} = ${o}`,
  // Certificates are only ever added or replaced, never removed: having had one means having one.
  hasRarCertificate: (o) =>
    sql`exists (select 1 from ${rarCertificates} where ${rarCertificates.vehicleId} = ${vehicles.id}) = ${o}`,
};
const OPERAND_KEYS = Object.keys(CONDITIONS) as OperandKey[];

/** The saved search's column that holds each operand. */
const SAVED_COLUMNS: Record<OperandKey, AnyPgColumn> = {
  make: savedSearches.make,
  modelPattern: savedSearches.modelPattern,
  textPattern: savedSearches.textPattern,
  category: savedSearches.category,
  condition: savedSearches.condition,
  transmission: savedSearches.transmission,
  fuelType: savedSearches.fuelType,
  drivetrain: savedSearches.drivetrain,
  color: savedSearches.color,
  minPrice: savedSearches.minPrice,
  maxPrice: savedSearches.maxPrice,
  minYear: savedSearches.minYear,
  maxYear: savedSearches.maxYear,
  minMileage: savedSearches.minMileage,
  maxMileage: savedSearches.maxMileage,
  hasDamage: savedSearches.hasDamage,
  hasRarCertificate: savedSearches.hasRarCertificate,
};

/** The browse search's WHERE: the set filters' conditions over parameters. */
export function buildVehicleFilter(filter: VehicleListFilter): SQL | undefined {
  const operands = toVehicleFilterOperands(filter);
  return and(
    inArray(vehicles.status, operands.statuses as VehicleListFilter['status']),
    ...OPERAND_KEYS.flatMap((key) => {
      const value = operands[key];
      return value === null ? [] : [CONDITIONS[key](sql`${value}`)];
    }),
  );
}

/**
 * The vehicles row matches the `saved_searches` row of the same query: the same conditions with the
 * saved search's columns as operands, an unset (null) column matching every vehicle.
 */
export function vehicleMatchesSavedSearch(): SQL {
  return and(
    sql`${vehicles.status} = any(${savedSearches.statuses})`,
    ...OPERAND_KEYS.map((key) => or(isNull(SAVED_COLUMNS[key]), CONDITIONS[key](sql`${SAVED_COLUMNS[key]}`))),
  )!;
}
