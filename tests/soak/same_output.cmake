# Runs frosted-soak twice with other job counts and checks the two outputs are byte-identical.
# cmake -DSOAK=<path> -DARGS=<;-list> -P same_output.cmake
foreach(jobs 1 3)
  execute_process(COMMAND ${SOAK} ${ARGS} --no-timing --jobs ${jobs}
    OUTPUT_VARIABLE out${jobs} RESULT_VARIABLE rc${jobs})
  if(NOT rc${jobs} EQUAL 0)
    message(FATAL_ERROR "frosted-soak --jobs ${jobs} failed (${rc${jobs}}):\n${out${jobs}}")
  endif()
endforeach()
if(NOT out1 STREQUAL out3)
  message(FATAL_ERROR "the output depends on --jobs:\n--- jobs 1\n${out1}\n--- jobs 3\n${out3}")
endif()
message(STATUS "the same output with 1 and 3 jobs")
