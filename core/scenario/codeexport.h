// A lesson or recorded scenario as a program (codegen/codegen.h) that makes the same calls against
// an endpoint, `lwb export-code`'s output: the narration and headings as comments, each call with
// its "${…}" values computed as the program runs (the clock read from the workbench, saved values
// read out of earlier responses), each clock move as the workbench's AdvanceClock with a comment
// saying what a program against AWS would wait for, and each check and timeline as a comment.
//
// The program begins where the workspace it runs against stands: to replay the lesson's times
// exactly, serve a fresh workspace whose clock is set to the lesson's start first (its header
// says how). Pure; any thread.
#pragma once

#include "codegen/codegen.h"
#include "scenario.h"

#include <expected>

namespace lw::scenario {

// Errors name the step: `step 12 ("call"): "save.records" selects with json_loads, which a
// program cannot compute`, and a call that must fail (expectError), which programs do not run.
std::expected<QString, QString> lessonProgram(const Scenario &scenario, codegen::Language language,
                                              const codegen::Target &target = {});

} // namespace lw::scenario
