// Thin entry point: everything lives in infralab_app so that the tests link the same code.
#include "cli.h"

int main(int argc, char **argv) { return infralab::runMain(argc, argv); }
