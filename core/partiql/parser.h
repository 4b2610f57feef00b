// PartiQL statements as DynamoDB accepts them (docs/partiql.md): SELECT, INSERT … VALUE, UPDATE …
// SET/REMOVE (also in the FROM-first form), DELETE FROM, and a transaction's EXISTS(SELECT …).
// Syntax only: tables, keys and parameter values are the translator's (translate.h).
//
// Errors carry the service's wording and the offset of the token the parser stopped at:
// ValidationException "Statement wasn't well formed, can't be processed: <detail>" with details
// "Expected data manipulation" (no statement keyword), "Unexpected term" (nothing where an
// expression starts), "Unexpected keyword", "Unexpected operator", "Missing right-hand side
// expression of infix operator", "Expected identifier for simple path" (DELETE FROM without a
// table), "Expected type name" (IS with something else than MISSING or NULL), "Unexpected token
// after expression" (anything left over); tokenize()'s bare envelope; and without the envelope
// "Aliasing is not supported" (a name after a SELECT's, UPDATE's or DELETE's table). The
// workbench's own: "… Expression nesting too deep" past about 128 nested parentheses or NOTs,
// which bounds the parser's recursion.
#pragma once

#include "ast.h"
#include "lexer.h"

namespace lw::partiql {

Parsed<Statement> parseStatement(QStringView statement);

// parseStatement() without the offset.
Result<Statement> parse(QStringView statement);

} // namespace lw::partiql
