// What a dishonest author could ship in a C target of their product: a constructor, which runs before the
// harness's main and so before it reads its instructions. This one only leaves a mark in the folder it runs in,
// so that a test can tell whether certify ran the program at all. SwiftPM also links this target into the kit's
// test binary (which depends on the program), so the mark is left only when the program itself runs.
#include "PreMainAttack.h"
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static int ran = 0;

__attribute__((constructor)) static void before_main(void) {
    char self[4096] = {0};
    const char *name = "selftest-premain-harness";
    ssize_t length = readlink("/proc/self/exe", self, sizeof self - 1);
    if (length < (ssize_t)strlen(name) || strcmp(self + length - strlen(name), name) != 0) return;
    ran = 1;
    FILE *mark = fopen("pre-main-code-ran", "w");
    if (mark) {
        fputs("code ran before main\n", mark);
        fclose(mark);
    }
}

// An indirect function: the loader calls its resolver while it loads the program, before any constructor.
static int answer(void) { return 0; }
static int (*choose_answer(void))(void) { return answer; }
int pre_main_indirect(void) __attribute__((ifunc("choose_answer")));

int pre_main_attack_ran(void) { return ran + pre_main_indirect(); }
