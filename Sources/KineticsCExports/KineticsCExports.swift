// The KineticsC product's own target: it adds no code, only the link step of libKineticsC.so
// (Package.swift passes exports.map, the version script that keeps the kn_* functions of kinetics.h
// the only dynamic symbols). The entry points themselves are the @_cdecl functions of KineticsC.
import KineticsC
